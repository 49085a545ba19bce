export default function Page() {
  return <h1>voice-narration</h1>;
}
