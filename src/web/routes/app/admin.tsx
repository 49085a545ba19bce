export default function Page() {
  return <h1>admin</h1>;
}
