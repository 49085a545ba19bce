export default function Page() {
  return <h1>affiliates</h1>;
}
