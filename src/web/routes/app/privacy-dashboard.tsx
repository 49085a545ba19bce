export default function Page() {
  return <h1>privacy-dashboard</h1>;
}
