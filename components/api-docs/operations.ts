type Schema = { $ref?: string; type?: string | string[]; items?: Schema; enum?: unknown[]; format?: string; description?: string };
export type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; description?: string };
export type Operation = {
  method: string;
  path: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters: Parameter[];
  body?: string;
  responses: { status: string; description: string; schema?: string }[];
};

type Media = { content?: Record<string, { schema?: Schema } | undefined> };
type RawOperation = Media & {
  tags?: string[];
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: Media;
  responses?: Record<string, Media & { description: string }>;
};
type Paths = Record<string, Record<string, RawOperation | undefined> | undefined>;

/** A schema as a short type label: a component name, or its type. */
export function schemaLabel(s: Schema | undefined): string {
  if (!s) return "";
  if (s.$ref) return s.$ref.split("/").pop()!;
  if (s.type === "array") return `${schemaLabel(s.items)}[]`;
  if (Array.isArray(s.type)) return s.type.join(" | ");
  return s.format ? `${s.type} (${s.format})` : (s.type ?? "object");
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** The document's operations grouped by their first tag, in path order. */
export function groupOperations(doc: { paths?: object }) {
  const groups = new Map<string, Operation[]>();
  // The generator's path types are open-ended; this view reads only the fields above.
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Paths)) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "Other";
      const list = groups.get(tag) ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        summary: op.summary,
        description: op.description,
        deprecated: op.deprecated,
        parameters: op.parameters ?? [],
        body: op.requestBody ? schemaLabel(op.requestBody.content?.["application/json"]?.schema) : undefined,
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => ({
          status,
          description: r.description,
          schema: schemaLabel(r.content?.["application/json"]?.schema) || undefined,
        })),
      });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()].map(([tag, operations]) => ({ tag, operations }));
}
