export default function Page() {
  return <h1>community-library</h1>;
}
