export default function Page() {
  return <h1>auth-debug</h1>;
}
