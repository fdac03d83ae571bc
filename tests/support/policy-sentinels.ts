import type { Permission } from "@/lib/console/permissions";
import { FIELD_POLICY, REVEALED_BY, UNDECLARED_FIELD } from "@/lib/contract/field-policy";
import type { JsonSchema } from "./openapi-arbitrary";

/**
 * An operation's response schema rewritten so that every value the field policy classifies is a
 * sentinel naming the permissions needed to see it: `SECRET[patient.contact.read,patient.read]`.
 * `$ref`s are inlined (a resource's entries apply wherever it appears), every property is
 * required (so each classified field is drawn), open objects get an entry, and every declared
 * object gains a property the contract does not declare. Answers drawn from it show whether a
 * door's filter lets a value through to a role that lacks one of the permissions it names,
 * whatever the filter's own code believes.
 */
export const UNDECLARED_PROPERTY = "labdesk_undeclared_field";
const SENTINEL = /SECRET\[([^\]]*)\]/g;

export const sentinel = (needs: ReadonlySet<Permission>) => `SECRET[${[...needs].sort().join(",")}]`;

/** The permissions each sentinel in a text asks for, one entry per occurrence. */
export function sentinelsIn(text: string): string[][] {
  return [...text.matchAll(SENTINEL)].map((m) => (m[1] ? m[1].split(",") : []));
}

type Ctx = { resource: string | null; path: string; needs: ReadonlySet<Permission>; depth: number };

export function sentinelSchema(components: Record<string, JsonSchema>, root: JsonSchema): JsonSchema {
  const leaf = (s: JsonSchema, needs: ReadonlySet<Permission>): JsonSchema =>
    needs.size ? { type: "string", enum: [sentinel(needs)] } : s;

  const under = (ctx: Ctx, name: string, record = false): Ctx => {
    const path = [ctx.path, record ? "*" : name].filter(Boolean).join(".");
    const kind = ctx.resource ? FIELD_POLICY[ctx.resource]?.[path] : undefined;
    const needs = kind ? new Set([...ctx.needs, REVEALED_BY[kind]]) : ctx.needs;
    return { ...ctx, path, needs, depth: ctx.depth + 1 };
  };

  const rewrite = (s: JsonSchema & { additionalProperties?: boolean | JsonSchema }, ctx: Ctx): JsonSchema => {
    if (ctx.depth > 40) throw new Error("policy-sentinels: the schema nests too deep (a cycle?)");
    if (s.$ref) {
      const name = s.$ref.replace("#/components/schemas/", "");
      return rewrite(components[name] ?? {}, { ...ctx, resource: name, path: "", depth: ctx.depth + 1 });
    }
    if (s.anyOf) return { anyOf: s.anyOf.map((a) => rewrite(a, ctx)) };
    if (s.oneOf) return { oneOf: s.oneOf.map((a) => rewrite(a, ctx)) };
    if (s.allOf) return rewrite(Object.assign({}, ...s.allOf), ctx);
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    const nullable = types.includes("null") ? ["null"] : [];
    if (types.includes("array") || s.items)
      return { type: ["array", ...nullable], items: rewrite(s.items ?? {}, ctx), minItems: 1 };
    const rest = s.additionalProperties;
    if (s.properties || types.includes("object") || rest) {
      const properties: Record<string, JsonSchema> = {};
      for (const [name, prop] of Object.entries(s.properties ?? {})) properties[name] = rewrite(prop, under(ctx, name));
      if (rest !== undefined && rest !== false) {
        const entry = under(ctx, "", true);
        properties["some-key"] =
          typeof rest === "object" && Object.keys(rest).length
            ? rewrite(rest, entry)
            : leaf({ type: "string" }, entry.needs);
      } else if (s.properties) {
        properties[UNDECLARED_PROPERTY] = leaf(
          { type: "string" },
          new Set([...ctx.needs, REVEALED_BY[UNDECLARED_FIELD]]),
        );
      }
      return { type: ["object", ...nullable], properties, required: Object.keys(properties) };
    }
    return leaf(s, ctx.needs);
  };

  return rewrite(root, { resource: null, path: "", needs: new Set(), depth: 0 });
}
