import type { Metadata } from "next";
import { ApiOperation } from "@/components/api-docs/api-operation";
import { groupOperations } from "@/components/api-docs/operations";
import { serviceOpenApiDocument } from "@/lib/embedded-service/openapi-document";

export const metadata: Metadata = { title: "API reference" };

export default function ApiReferencePage() {
  const doc = serviceOpenApiDocument();
  const groups = groupOperations(doc);
  // The header name comes from the document's security scheme: only the service code knows it.
  const keyScheme = doc.components?.securitySchemes?.ApiKey;
  const keyHeader = keyScheme && "name" in keyScheme ? keyScheme.name : "API key";
  return (
    <main style={{ maxWidth: 960, margin: "2rem auto", padding: "0 1.5rem" }}>
      <h1>{doc.info.title}</h1>
      <p style={{ color: "var(--muted)" }}>
        {doc.info.description} Every call carries the team key in the <code>{keyHeader}</code> header. Errors are{" "}
        <code>{'{"detail": "…"}'}</code>, and <code>422 {'{"detail": [{loc, msg, type}]}'}</code> for invalid input. The
        machine-readable document is at <a href="/openapi.json">/openapi.json</a>.
      </p>
      <nav aria-label="Endpoint groups">
        {groups.map((g) => (
          <a key={g.tag} href={`#${g.tag}`} style={{ marginRight: "1rem" }}>
            {g.tag}
          </a>
        ))}
      </nav>
      {groups.map((g) => (
        <section key={g.tag} id={g.tag}>
          <h2>{g.tag}</h2>
          {g.operations.map((op) => (
            <ApiOperation key={`${op.method} ${op.path}`} op={op} />
          ))}
        </section>
      ))}
    </main>
  );
}
