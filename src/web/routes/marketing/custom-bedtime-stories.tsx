export default function Page() {
  return <h1>custom-bedtime-stories</h1>;
}
