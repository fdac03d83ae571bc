import { REAL_SERVICE_CONFLICTS, type RealServiceConflict } from "@/lib/contract/real-service-conflicts";

/**
 * How the real-shaped service turns each listed conflict from the documented interface's form (what the
 * embedded service sends and accepts) into the real service's form. Keyed by the conflict's
 * `field`; a `body.` field applies to a request body, any other to an answer. A conflict listed
 * without a fix here is reported by `unfixedConflicts` (its unit test fails), since the console
 * would then never see the real form of that field.
 */
const FIXES: Record<string, (value: unknown) => unknown> = {
  // The documented interface's "12.3" (miles) is the real service's 12.3.
  "patient_service_centers[].distance": (value) =>
    typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value,
  // The documented interface's spelling of the capability is the real service's `…_via_junction`.
  "patient_service_centers[].capabilities[]": (value) =>
    value === "appointment_scheduling_via_service" ? "appointment_scheduling_via_junction" : value,
};

/** `GET /v3/order/{order_id}` and `GET /v3/order/{id}/` are the same endpoint. */
const endpointKey = (endpoint: string) =>
  endpoint
    .trim()
    .replace(/\{[^}]+\}/g, "{}")
    .replace(/(.)\/$/, "$1");

const endpointsOf = (c: RealServiceConflict) => c.endpoint.split(",").map(endpointKey);

export function unfixedConflicts(): RealServiceConflict[] {
  return REAL_SERVICE_CONFLICTS.filter((c) => !(c.field in FIXES));
}

/** Applies `fix` to every value at a dotted path where `[]` stands for every index of a list. */
function applyAt(value: unknown, steps: string[], fix: (v: unknown) => unknown): unknown {
  if (steps.length === 0) return fix(value);
  const [step, ...rest] = steps as [string, ...string[]];
  const list = step.endsWith("[]");
  const key = list ? step.slice(0, -2) : step;
  if (typeof value !== "object" || value === null || Array.isArray(value) || !(key in value)) return value;
  const record = value as Record<string, unknown>;
  const inner = record[key];
  const next = list
    ? Array.isArray(inner)
      ? inner.map((item) => applyAt(item, rest, fix))
      : inner
    : applyAt(inner, rest, fix);
  return { ...record, [key]: next };
}

/** The real service's form of a body (`part: "request"`) or an answer of `METHOD template`. */
export function toRealForm(method: string, template: string, part: "request" | "response", json: unknown): unknown {
  const endpoint = endpointKey(`${method} ${template}`);
  let out = json;
  for (const conflict of REAL_SERVICE_CONFLICTS) {
    const fix = FIXES[conflict.field];
    if (!fix || !endpointsOf(conflict).includes(endpoint)) continue;
    const inBody = conflict.field.startsWith("body.");
    if (inBody !== (part === "request")) continue;
    out = applyAt(out, (inBody ? conflict.field.slice("body.".length) : conflict.field).split("."), fix);
  }
  return out;
}
