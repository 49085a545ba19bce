export default function Page() {
  return <h1>blog-list</h1>;
}
