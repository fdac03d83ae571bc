/**
 * Order statuses after which nothing more happens to an order. Kept apart from the zod schemas
 * (no imports) so that browser code deciding what to offer on a row does not load zod.
 */
export const FINAL_ORDER_STATUSES: readonly string[] = ["completed", "cancelled", "failed"];
