export default function Page() {
  return <h1>voice-cloning</h1>;
}
