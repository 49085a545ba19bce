export default function Page() {
  return <h1>smart-personalization</h1>;
}
