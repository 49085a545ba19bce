export default function Page() {
  return <h1>captivating-illustrations</h1>;
}
