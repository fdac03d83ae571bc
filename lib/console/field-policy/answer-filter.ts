import { FIELD_POLICY, PATIENT_KEY, UNDECLARED_FIELD, type PatientInfoKind } from "@/lib/contract/field-policy";
import { revealedBy, reveals, type Viewer } from "./policy";

/**
 * An answer of the interface passed through the field policy for one viewer, guided by the
 * answer's schema in the OpenAPI document generated from the contract: each object knows which
 * resource it is (a `$ref`) and where inside it a field sits, so the policy's entries apply
 * wherever a resource appears (an order alone, or in a list of orders). Fields the viewer may not
 * see are replaced with a marker that says which permission would show them; the key stays, so a
 * reader of the answer sees that the field exists and why it is empty.
 */
export type OpenApiSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
};

export const hiddenMarker = (kind: PatientInfoKind) => `[hidden: needs ${revealedBy(kind)}]`;

export type FilteredAnswer = {
  value: unknown;
  /** How many fields were replaced with the marker. */
  hidden: number;
  /** Kinds of patient information the answer still carries (a value, not null): an audited read. */
  shown: Set<PatientInfoKind>;
};

type Where = { resource: string | null; path: string; patientId: string | null };

const REF_PREFIX = "#/components/schemas/";
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const typesOf = (s: OpenApiSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A schema that says nothing about its value (`{}`): anything may stand there. */
const saysNothing = (s: OpenApiSchema) =>
  !s.$ref && !s.type && !s.properties && !s.additionalProperties && !s.items && !s.anyOf && !s.oneOf && !s.allOf;

export function filterAnswer(opts: {
  components: Record<string, OpenApiSchema>;
  schema: OpenApiSchema;
  value: unknown;
  viewer: Viewer;
  /** The patient the whole answer is about, when the request names one (a user's details). */
  patientId?: string | null;
}): FilteredAnswer {
  const { components, viewer } = opts;
  const out: FilteredAnswer = { value: undefined, hidden: 0, shown: new Set() };

  /** `$ref`s resolved (entering the resource they name) and nullable alternatives narrowed to the value's kind. */
  const settle = (schema: OpenApiSchema, value: unknown, where: Where): [OpenApiSchema, Where] => {
    if (schema.$ref) {
      const name = schema.$ref.slice(REF_PREFIX.length);
      return settle(components[name] ?? {}, value, { ...where, resource: name, path: "" });
    }
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) {
      const kind = Array.isArray(value) ? "array" : isObject(value) ? "object" : null;
      const fit = alternatives.find((a) => {
        const s = a.$ref ? (components[a.$ref.slice(REF_PREFIX.length)] ?? {}) : a;
        return kind ? typesOf(s).includes(kind) || (kind === "object" && !!s.properties) : false;
      });
      return fit ? settle(fit, value, where) : [{}, where];
    }
    if (schema.allOf) return [Object.assign({}, ...schema.allOf.map((s) => settle(s, value, where)[0])), where];
    return [schema, where];
  };

  const walk = (value: unknown, raw: OpenApiSchema, at: Where): unknown => {
    const [schema, where] = settle(raw, value, at);
    if (Array.isArray(value)) return value.map((item) => walk(item, schema.items ?? {}, where));
    if (!isObject(value) || saysNothing(schema)) return value;
    const key = where.resource && where.path === "" ? PATIENT_KEY[where.resource] : undefined;
    const patientId = key && typeof value[key] === "string" ? value[key] : where.patientId;
    const declared = schema.properties ?? {};
    const rest = schema.additionalProperties;
    const result: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      const isRecordEntry = !(name in declared) && rest !== undefined && rest !== false;
      const path = [where.path, isRecordEntry ? "*" : name].filter(Boolean).join(".");
      let kind: PatientInfoKind | undefined = where.resource ? FIELD_POLICY[where.resource]?.[path] : undefined;
      if (!(name in declared) && !isRecordEntry) kind ??= UNDECLARED_FIELD;
      if (kind && field !== null && field !== undefined) {
        if (!reveals(viewer, kind, patientId)) {
          result[name] = hiddenMarker(kind);
          out.hidden++;
          continue;
        }
        out.shown.add(kind);
      }
      const child = name in declared ? declared[name]! : typeof rest === "object" ? rest : {};
      result[name] = walk(field, child, { resource: where.resource, path, patientId });
    }
    return result;
  };

  out.value = walk(opts.value, opts.schema, { resource: null, path: "", patientId: opts.patientId ?? null });
  return out;
}
