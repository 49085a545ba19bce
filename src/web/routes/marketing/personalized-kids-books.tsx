export default function Page() {
  return <h1>personalized-kids-books</h1>;
}
