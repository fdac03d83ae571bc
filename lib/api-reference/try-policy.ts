import type { ReadPath } from "@/lib/contract/operation-types";
import type { Permission } from "@/lib/console/permissions";

/**
 * What the API reference's "try it" may call with the team key, and who may. The key can do
 * anything the service offers, so the console does not simply forward: only reads (GET) go
 * through, each to an operation the person could already see in the console, under the
 * permission of the page that shows it. A change (POST, PATCH, DELETE) goes through the console's
 * own forms, where it is validated and recorded with its values. What the answer may then carry
 * is not decided here: the field policy filters it per role (or refuses a document the role may
 * not have whole), and a read that still carries patient information is audited (try-answer.ts).
 */
export type TryRule = {
  /** A read of the route table, by its path template as in the OpenAPI document. */
  template: ReadPath;
  permission: Permission;
  /** The audit target: which path parameter names the record, and what kind it is. */
  target?: { param: string; type: "user" | "order" };
};

const user = { param: "user_id", type: "user" } as const;
const order = { param: "order_id", type: "order" } as const;

// Catalogues (providers, labs, tests) say nothing about people: every role holds users.read.
export const TRY_RULES: readonly TryRule[] = [
  { template: "/v2/user", permission: "users.read" },
  { template: "/v2/user/{user_id}", permission: "users.read", target: user },
  { template: "/v2/user/resolve/{client_user_id}", permission: "users.read" },
  { template: "/v2/user/providers/{user_id}", permission: "connections.read", target: user },
  { template: "/v2/user/{user_id}/info/latest", permission: "patient.read", target: user },
  { template: "/v2/timeseries/{user_id}/steps/grouped", permission: "steps.read", target: user },
  { template: "/v2/providers", permission: "users.read" },
  { template: "/v2/link/providers", permission: "users.read" },
  { template: "/v2/link/provider/oauth/{oauth_provider}", permission: "link.create" },
  { template: "/v2/link/bulk_op", permission: "bulk_import.manage" },
  { template: "/v2/link/bulk_import/readiness", permission: "bulk_import.manage" },
  { template: "/v3/lab_tests/labs", permission: "users.read" },
  { template: "/v3/lab_test", permission: "users.read" },
  { template: "/v3/lab_tests", permission: "users.read" },
  { template: "/v3/lab_test/{lab_test_id}", permission: "users.read" },
  { template: "/v3/lab_tests/{lab_test_id}", permission: "users.read" },
  // Orders: the order page's permission; the policy keeps what each role sees of the patient.
  { template: "/v3/orders", permission: "appointments.read" },
  { template: "/v3/order/{order_id}", permission: "appointments.read", target: order },
  { template: "/v3/order/{order_id}/requisition/pdf", permission: "appointments.read", target: order },
  { template: "/v3/order/psc/info", permission: "psc.search" },
  { template: "/v3/order/{order_id}/psc/info", permission: "psc.search", target: order },
  {
    template: "/v3/order/{order_id}/phlebotomy/appointment",
    permission: "appointments.read",
    target: order,
  },
  { template: "/v3/order/phlebotomy/appointment/cancellation-reasons", permission: "appointments.read" },
  { template: "/v3/order/{order_id}/result", permission: "patient.read", target: order },
  { template: "/v3/order/{order_id}/result/metadata", permission: "patient.read", target: order },
  { template: "/v3/order/{order_id}/result/pdf", permission: "patient.read", target: order },
];

export type TryMatch = { rule: TryRule; params: Record<string, string> };

const segmentsOf = (template: string) => template.split("/").filter(Boolean);
// A literal segment beats a parameter: /v3/order/psc/info is not an order called "psc".
const literalCount = (template: string) => segmentsOf(template).filter((s) => !s.startsWith("{")).length;
const RULES_BY_SPECIFICITY = [...TRY_RULES].sort((a, b) => literalCount(b.template) - literalCount(a.template));

/**
 * The rule for a path given as decoded segments, with the values of its template's parameters
 * (the service client encodes each into its one segment). `.` and `..` are refused: a URL would
 * resolve them into another operation than the one checked.
 */
export function matchTryPath(segments: readonly string[]): TryMatch | null {
  if (segments.some((s) => s === "" || s === "." || s === "..")) return null;
  for (const rule of RULES_BY_SPECIFICITY) {
    const parts = segmentsOf(rule.template);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = parts.every((part, i) => {
      if (!part.startsWith("{")) return part === segments[i];
      params[part.slice(1, -1)] = segments[i]!;
      return true;
    });
    if (fits) return { rule, params };
  }
  return null;
}
