export default function Landing() {
  return <h1>Storyloom</h1>;
}
