export function meta() {
  return [{ title: 'Baseline' }];
}

export default function Home() {
  return <h1>Baseline</h1>;
}
