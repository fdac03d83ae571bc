import type { OrderResultsView, ResultRow } from "@/lib/console/orders/load-results";
import { priorityOf } from "./level";

/**
 * The markers a reviewer looks at first: those the lab interpreted as critical or abnormal (or
 * with a word the console does not know), or that lie outside their range; critical first, then in
 * the report's order. Comments are prose, never a finding. Pure.
 */
export function flaggedRows(results: Pick<OrderResultsView, "groups">): ResultRow[] {
  const rows = results.groups.flatMap((g) => g.rows).filter((r) => r.type !== "comment");
  const rank = (r: ResultRow) => priorityOf(r.interpretation) ?? (r.outOfRange ? 1 : 2);
  return rows
    .map((r, i) => ({ r, i, p: rank(r) }))
    .filter((x) => x.p < 2)
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .map((x) => x.r);
}
