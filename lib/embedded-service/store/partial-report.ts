import type { LabResults, MissingBiomarkerResult } from "@/lib/contract/lab-results";
import type { Order } from "@/lib/contract/orders";
import { createRandom } from "../seed/random";
import { reportInterpretation } from "./critical-results";

/**
 * Partial reports: a lab often reports the markers it has run before the rest, and the real
 * service then moves the order to `sample_with_lab.<method>.partial_results` and serves that
 * report with `status: "partial"`, listing what is still to come as missing with the failure
 * type `non_failure`. About half the at-home orders report this way before their final report
 * (chosen by the order's id); the partial report is the final one cut short, so each value
 * reads the same in both, and a marker that later fails is shown as still to come until then.
 */
const PARTIAL_SHARE = 0.5;
/** The share of markers in a partial report. */
const REPORTED_SHARE = 0.6;
export const PARTIAL_STEP = "partial_results";

/** Whether this order's lab reports part of the results before the final report. */
export const reportsPartialFirst = (orderId: string) => createRandom(`partial:${orderId}`).chance(PARTIAL_SHARE);

/** When the order reached its partial-results step, if it has (its history is in compound statuses). */
export const partialReportedAt = (order: Pick<Order, "events">): string | undefined =>
  order.events.find((e) => e.status.endsWith(`.${PARTIAL_STEP}`))?.created_at;

/** A comment line belongs to the marker it follows (`ldl_comment` → `ldl`). */
const markerOf = (slug: string | null | undefined) => (slug ?? "").replace(/_comment$/, "");

export function partialReport(final: LabResults, orderId: string, reportedAt: string): LabResults {
  const rnd = createRandom(`partial-markers:${orderId}`);
  const markers = [...new Set(final.results.map((r) => markerOf(r.slug)))];
  const reported = new Set(markers.filter(() => rnd.chance(REPORTED_SHARE)));
  // A partial report has something in it, and something still to come.
  if (reported.size === 0 && markers.length > 0) reported.add(markers[0]!);
  if (reported.size === markers.length && markers.length > 1) reported.delete(markers[markers.length - 1]!);
  const results = final.results.filter((r) => reported.has(markerOf(r.slug)));
  const toFollow = (m: { name: string; slug: string; loinc?: string | null; source_markers?: unknown }) =>
    ({
      name: m.name,
      slug: m.slug,
      inferred_failure_type: "non_failure",
      note: "Result pending",
      loinc: m.loinc ?? null,
      source_markers: m.source_markers,
    }) as MissingBiomarkerResult;
  const pending = [
    ...final.results
      .filter((r) => r.type !== "comment" && r.slug && !reported.has(markerOf(r.slug)))
      .map((r) => toFollow({ ...r, slug: r.slug! })),
    ...(final.missing_results ?? []).map(toFollow),
  ];
  return {
    metadata: {
      ...final.metadata,
      date_reported: reportedAt,
      status: "partial",
      interpretation: reportInterpretation(results),
    },
    results,
    missing_results: pending,
  };
}
