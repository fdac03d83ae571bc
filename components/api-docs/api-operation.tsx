import { schemaLabel, type Operation } from "./operations";

const cell = { borderBottom: "1px solid var(--border)", padding: "0.25rem 0.5rem", textAlign: "left" as const, verticalAlign: "top" as const };

export function ApiOperation({ op }: { op: Operation }) {
  return (
    <article style={{ border: "1px solid var(--border)", borderRadius: 8, padding: "0.75rem 1rem", margin: "1rem 0", background: "var(--card)" }}>
      <h3 style={{ margin: 0, fontSize: "1rem" }}>
        <code style={{ fontWeight: 700 }}>{op.method}</code> <code>{op.path}</code>{" "}
        {op.deprecated ? <span style={{ color: "#b45309" }}>(deprecated)</span> : null}
      </h3>
      {op.summary ? <p style={{ margin: "0.25rem 0" }}>{op.summary}</p> : null}
      {op.description ? <p style={{ margin: "0.25rem 0", color: "var(--muted)" }}>{op.description}</p> : null}
      {op.parameters.length > 0 ? (
        <table style={{ borderCollapse: "collapse", width: "100%", fontSize: "0.875rem" }}>
          <thead>
            <tr>
              {["Parameter", "In", "Type", "Required"].map((h) => (
                <th key={h} style={cell}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {op.parameters.map((p) => (
              <tr key={`${p.in}:${p.name}`}>
                <td style={cell}><code>{p.name}</code></td>
                <td style={cell}>{p.in}</td>
                <td style={cell}>{schemaLabel(p.schema)}</td>
                <td style={cell}>{p.required ? "yes" : "no"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {op.body ? <p style={{ margin: "0.5rem 0 0" }}>Body: <code>{op.body}</code></p> : null}
      <p style={{ margin: "0.5rem 0 0", fontSize: "0.875rem" }}>
        Responses:{" "}
        {op.responses.map((r) => (
          <span key={r.status} style={{ marginRight: "0.75rem" }}>
            <code>{r.status}</code> {r.schema ? <code>{r.schema}</code> : null} {r.description}
          </span>
        ))}
      </p>
    </article>
  );
}
