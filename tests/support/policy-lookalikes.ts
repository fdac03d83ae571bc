import type { Permission } from "@/lib/console/permissions";
import { FIELD_POLICY, NOT_ABOUT_THE_PATIENT, REVEALED_BY, type PatientInfoKind } from "@/lib/contract/field-policy";
import type { JsonSchema } from "./openapi-arbitrary";

/**
 * The rule for a response field the policy has not classified: a property whose *name* says it
 * may be about a person (a person's name, birth date, contact, address or place, sex and gender,
 * proxy, "patient", free-text notes) must be classified by the policy under a permission at least
 * as narrow as its look (a name inside an address ops may see needs the name's own entry), or be
 * declared not about the patient, with the reason. An object left open by the contract (any keys,
 * any values) must be one or the other too: it could carry anything. A container named like the
 * patient's (`patient_details`, free-text `notes`) passes its look down: every value under it must
 * be classified. Bare `name` is not a look-alike: providers, labs, tests and markers all have one.
 */
const LOOKS: [RegExp, PatientInfoKind | "any"][] = [
  [/(^|_)(first|last|middle|given|family|full|maiden|receiver|patient)_?name$/, "name"],
  [/birth|^dob$|^age$/, "birth_date"],
  [/e_?mail/, "email"],
  [/phone|fax|mobile/, "phone"],
  [/address|first_line|second_line|^zip(_code)?$|postal|^location$|^lat(itude)?$|^lng$|^lon(gitude)?$/, "address"],
  [/gender|^sex$|race|ethnic|sexual/, "demographics"],
  [/proxy|guarantor/, "proxy"],
  [/patient|ssn|insurance/, "any"],
  [/notes?$/, "any"],
];

export const looksLike = (name: string) => LOOKS.find(([re]) => re.test(name))?.[1] ?? null;

type Ctx = {
  resource: string | null;
  path: string;
  needs: ReadonlySet<Permission>;
  /** A container named like the patient's (`patient_details`): every value under it must be classified. */
  inherited: boolean;
  /** Declared not about the patient: an open object here is accepted. */
  settled: boolean;
  where: string;
  stack: string[];
};
type Schema = JsonSchema & { additionalProperties?: boolean | JsonSchema };

/** Every unclassified look-alike (and open object) reachable from a response schema, as "Resource.path (from)". */
export function unclassifiedLookalikes(components: Record<string, Schema>, root: Schema, where: string): string[] {
  const found: string[] = [];
  const visit = (s: Schema, ctx: Ctx) => {
    if (s.$ref) {
      const name = s.$ref.replace("#/components/schemas/", "");
      if (ctx.stack.includes(name)) return;
      return visit(components[name] ?? {}, { ...ctx, resource: name, path: "", stack: [...ctx.stack, name] });
    }
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(alt, ctx);
    if (s.items) visit(s.items, ctx);
    const rest = s.additionalProperties;
    const open = rest === true || (typeof rest === "object" && Object.keys(rest).length === 0);
    if (open && !s.properties && ctx.needs.size === 0 && !ctx.settled)
      found.push(`${ctx.resource}.${ctx.path} is an open object (${where})`);
    const fields: [string, Schema, boolean][] = Object.entries(s.properties ?? {}).map(([k, v]) => [k, v, false]);
    if (typeof rest === "object" && !open) fields.push(["*", rest, true]);
    const isLeaf = !s.$ref && !s.properties && !s.items && !rest && !s.anyOf && !s.oneOf && !s.allOf;
    if (isLeaf && ctx.inherited && ctx.needs.size === 0)
      found.push(`${ctx.resource}.${ctx.path} sits in a container named like the patient's (${where})`);
    for (const [name, prop] of fields) {
      const path = [ctx.path, name].filter(Boolean).join(".");
      const kind = ctx.resource ? FIELD_POLICY[ctx.resource]?.[path] : undefined;
      const needs = kind ? new Set([...ctx.needs, REVEALED_BY[kind]]) : ctx.needs;
      // Declared not about the patient: this property is settled, what lies under it is checked by its own names.
      const notAbout = !!(ctx.resource && NOT_ABOUT_THE_PATIENT[ctx.resource]?.[path]);
      const look = notAbout ? null : looksLike(name);
      const covered = look === "any" || !look || needs.has(REVEALED_BY[look]);
      if (!covered) found.push(`${ctx.resource}.${path} looks like ${look} (${where})`);
      visit(prop, {
        ...ctx,
        path,
        needs,
        settled: notAbout,
        inherited: !notAbout && (ctx.inherited || look === "any"),
      });
    }
  };
  visit(root, { resource: null, path: "", needs: new Set(), inherited: false, settled: false, where, stack: [] });
  return found;
}

/** Whether a dotted path names a property of a resource, through its inline objects and lists (not other resources). */
export function pathExists(components: Record<string, Schema>, resource: string, path: string): boolean {
  let s: Schema | undefined = components[resource];
  for (const part of path.split(".")) {
    while (s && (s.items || s.anyOf || s.oneOf))
      s = s.items ?? [...(s.anyOf ?? []), ...(s.oneOf ?? [])].find((a) => a.properties || a.items);
    if (!s) return false;
    s =
      part === "*"
        ? typeof s.additionalProperties === "object"
          ? s.additionalProperties
          : undefined
        : s.properties?.[part];
  }
  return !!s;
}
