export default function Page() {
  return <h1>coppa-compliance</h1>;
}
