import fc from "fast-check";

/**
 * fast-check arbitraries from the JSON schemas of the generated OpenAPI document, so the fuzz
 * tests follow the contract as it changes instead of a hand-kept list of fields.
 * `valid` draws values the schema accepts; ids (format uuid) come mostly from `pools.uuid` so
 * requests reach real records, not only the 404 path.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type Pools = { uuid: string[]; zip: string[]; labId: number[] };

/**
 * Values by field or parameter name, for rules a JSON schema cannot carry (a date in a plain
 * string, a lab's name rule, ids that must exist): without them "valid" draws would mostly test
 * the 422 path.
 */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export function schemaArbitraries(components: Record<string, JsonSchema>, pools: Pools, hints: Hints = {}) {
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(components[schema.$ref.replace("#/components/schemas/", "")] ?? {}) : schema;

  const stringArb = (s: JsonSchema): fc.Arbitrary<string> => {
    if (s.format === "uuid")
      return pools.uuid.length
        ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pools.uuid) }, { weight: 1, arbitrary: fc.uuid() })
        : fc.uuid();
    if (s.format === "date")
      return fc
        .date({ min: new Date("1930-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    if (s.format === "date-time")
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString());
    if (s.format === "email") return fc.emailAddress();
    if (s.format === "uri") return fc.webUrl();
    if (s.pattern === "^\\d{5}$") return fc.oneof(fc.constantFrom(...pools.zip), fc.stringMatching(/^\d{5}$/));
    if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
    return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
  };

  const numberArb = (s: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
    const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000);
    const max = s.maximum ?? 1_000_000;
    if (integer)
      return fc.oneof(
        fc.integer({ min, max }),
        ...(pools.labId.length ? [fc.constantFrom(...pools.labId.filter((n) => n >= min && n <= max))] : []),
      );
    return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  };

  const valid = (raw: JsonSchema, depth = 0, name?: string): fc.Arbitrary<unknown> => {
    if (name && hints[name]) return hints[name];
    const s = resolve(raw);
    if (s.enum) return fc.constantFrom(...s.enum);
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((a) => valid(a, depth + 1)));
    if (s.allOf) return valid(Object.assign({}, ...s.allOf.map(resolve)), depth);
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ["object"] : ["string"];
    return fc.oneof(...types.map((type) => byType(s, type, depth)));
  };

  const byType = (s: JsonSchema, type: string, depth: number): fc.Arbitrary<unknown> => {
    switch (type) {
      case "null":
        return fc.constant(null);
      case "boolean":
        return fc.boolean();
      case "integer":
        return numberArb(s, true);
      case "number":
        return numberArb(s, false);
      case "array":
        return fc.array(valid(s.items ?? {}, depth + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 3, depth > 2 ? 1 : 3),
        });
      case "object": {
        const required = new Set(s.required ?? []);
        const entries = Object.entries(s.properties ?? {});
        const record = Object.fromEntries(entries.map(([k, v]) => [k, valid(v, depth + 1, k)]));
        return fc.record(record, { requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)) });
      }
      default:
        return stringArb(s);
    }
  };

  /** Something the schema probably refuses: a value of the wrong kind, or a valid object with one field broken. */
  const invalid = (raw: JsonSchema): fc.Arbitrary<unknown> => {
    const s = resolve(raw);
    const junk = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.constant(null),
      fc.constant([]),
      fc.constant({}),
      fc.double(),
      fc.boolean(),
    );
    if (!s.properties) return junk;
    const keys = Object.keys(s.properties);
    return fc
      .tuple(valid(s) as fc.Arbitrary<Record<string, unknown>>, fc.constantFrom(...keys), junk)
      .map(([obj, key, value]) => ({ ...obj, [key]: value }));
  };

  return { valid, invalid, resolve };
}
