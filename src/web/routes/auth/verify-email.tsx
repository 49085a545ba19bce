export default function Page() {
  return <h1>verify-email</h1>;
}
