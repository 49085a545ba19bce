export default function Page() {
  return <h1>child-portraits</h1>;
}
