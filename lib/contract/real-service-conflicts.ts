/**
 * Where the service's documented interface and the real service (as its vendor's published SDK,
 * @tryvital/vital-node, describes it) disagree on a field. The embedded service follows the
 * documented form on each of these; the console reads both forms; the SDK contract test asserts
 * that each conflict is exactly as listed here, so a new divergence cannot slip in unnoticed.
 */
export type RealServiceConflict = {
  /** Method and path as the documented interface writes them. */
  endpoint: string;
  /** Dotted path of the field in the answer (or `body.…` in a request); `[]` stands for any list index. */
  field: string;
  /**
   * `type`: one value cannot be of both types, so the vendor's SDK fails to parse the field.
   * `enum value`: the same member of a non-exhaustive enum is spelled differently; the SDK keeps an
   * unknown value, so it parses, but a client comparing with the real spelling would miss it.
   */
  kind: "type" | "enum value";
  /** The field's type or value as the documented interface gives it. */
  specification: string;
  /** The same as the real service sends it. */
  realService: string;
  /** What the embedded service does, and what the console reads. */
  resolution: string;
};

export const REAL_SERVICE_CONFLICTS: readonly RealServiceConflict[] = [
  {
    endpoint: "GET /v3/order/psc/info, GET /v3/order/{order_id}/psc/info",
    field: "patient_service_centers[].distance",
    kind: "type",
    specification: "string (miles)",
    realService: "number (miles)",
    resolution:
      "The embedded service sends the documented string, since one value cannot be both types; the console reads a number or a numeric string.",
  },
  {
    endpoint: "GET /v3/order/psc/info, GET /v3/order/{order_id}/psc/info",
    field: "patient_service_centers[].capabilities[]",
    kind: "enum value",
    specification: "appointment_scheduling_via_service",
    realService: "appointment_scheduling_via_junction",
    resolution:
      "The embedded service answers the documented value and accepts either spelling in the capabilities query parameter; the console sends the real spelling in that filter and labels both alike.",
  },
];
