export default function Page() {
  return <h1>age-verification</h1>;
}
