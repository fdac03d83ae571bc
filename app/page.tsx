import Link from "next/link";

export default function Home() {
  return (
    <main style={{ maxWidth: 720, margin: "4rem auto", padding: "0 1.5rem" }}>
      <h1>Labdesk</h1>
      <p>The console for the health data and lab ordering service.</p>
      <ul>
        <li>
          <Link href="/docs/api">API reference of the embedded service</Link>
        </li>
        <li>
          <a href="/openapi.json">OpenAPI document</a>
        </li>
      </ul>
    </main>
  );
}
