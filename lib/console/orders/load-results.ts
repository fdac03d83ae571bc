import "server-only";
import { failureText } from "@/lib/console/action-failure";
import { audit } from "@/lib/console/audit/record";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { reveals } from "@/lib/console/field-policy/policy";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import { failedLoad, type Loaded } from "@/lib/console/loaded";
import { ServiceError, serviceClient } from "@/lib/service";
import type { LabResultView, LabResultsView, MissingResultView } from "@/lib/service/read/lab-results";
import { missingResultText, reportStatusText, type MissingResultText } from "./missing-results";
import { groupResults, type OrderTest, type ResultGroup } from "./result-groups";
import { buildTrends, markerKey, type MarkerTrend, type Report } from "./result-trends";

/**
 * An order's lab results for the order page: grouped by the test they were ordered in, each
 * marker with a trend where the patient's earlier reports also measured it, and each marker the
 * lab did not report said in words. Results are PHI: only viewers the field policy shows them to
 * get them, and each read is audited.
 */
export type ResultRow = LabResultView & { trend: MarkerTrend | null };
export type MissingRow = Pick<MissingResultView, "name" | "slug" | "note" | "source_markers"> & {
  failure: string | null;
  explained: MissingResultText;
};
export type OrderResultsView = {
  /** The report's status as sent ("final", "partial", or another value). */
  status: string | null;
  /** That status in words with what it lacks: "report partial: 1 marker failed, 2 to follow". */
  statusText: string;
  laboratory: string | null;
  interpretation: string | null;
  collectedAt: string | null;
  reportedAt: string | null;
  groups: ResultGroup<ResultRow, MissingRow>[];
  /** Set when earlier reports could not be read: the table shows without trends. */
  trendsNote: string | null;
};

/** How many earlier completed orders are read for trends: enough for a line, bounded in calls. */
export const MAX_EARLIER_ORDERS = 10;
const PARALLEL_READS = 4;

const reportDate = (r: LabResultsView, fallback: string) =>
  r.metadata.date_collected ?? r.metadata.date_reported ?? fallback;

type OrderRef = { id: string; userId: string; createdAt: string; tests: readonly OrderTest[] };

/** The patient's reports from completed orders created before this one, newest first. */
async function earlierReports(order: OrderRef): Promise<Report[]> {
  const client = serviceClient();
  const page = await client.listOrders({ user_id: order.userId, size: 100 });
  const candidates = page.orders
    .filter((o) => o.id !== order.id && o.status === "completed" && o.createdAt < order.createdAt)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, MAX_EARLIER_ORDERS);
  const reports: Report[] = [];
  for (let i = 0; i < candidates.length; i += PARALLEL_READS) {
    const batch = candidates.slice(i, i + PARALLEL_READS);
    const read = await Promise.all(batch.map((o) => client.orderResults(o.id)));
    read.forEach((r, j) => {
      if (r) reports.push({ at: reportDate(r, batch[j]!.createdAt), results: r.results });
    });
  }
  return reports;
}

export async function loadOrderResults(who: CurrentStaff, order: OrderRef): Promise<Loaded<OrderResultsView | null>> {
  if (!reveals(await viewerFor(who, order.userId), "results", order.userId))
    throw new Error("The field policy keeps lab results from this viewer");
  const target = { action: "orders.results.view", targetType: "order", targetId: order.id } as const;
  let results: LabResultsView | null;
  try {
    results = await serviceClient().orderResults(order.id);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    await audit(who, { ...target, outcome: "failed", detail: `service ${error.status}` });
    return failedLoad(error);
  }
  await audit(who, { ...target, outcome: "ok", detail: results ? undefined : "no results yet" });
  if (!results) return { ok: true, data: null };

  let trends = new Map<string, MarkerTrend>();
  let trendsNote: string | null = null;
  try {
    const current = { at: reportDate(results, order.createdAt), results: results.results };
    trends = buildTrends(current, await earlierReports(order));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    // Trends are extra: the table stands without them, and says why they are missing.
    const note = "Earlier results could not be read, so trends are not shown";
    trendsNote = `${failureText({ message: note, requestId: error.requestId })}.`;
  }
  const m = results.metadata;
  const rows = results.results.map((r) => ({ ...r, trend: trends.get(markerKey(r)) ?? null }));
  const missing = results.missing_results.map((x) => ({
    name: x.name,
    slug: x.slug,
    note: x.note,
    source_markers: x.source_markers,
    failure: x.inferred_failure_type,
    explained: missingResultText(x.inferred_failure_type),
  }));
  return {
    ok: true,
    data: {
      status: m.status ?? null,
      statusText: reportStatusText(m.status ?? null, missing),
      laboratory: m.laboratory ?? null,
      interpretation: m.interpretation ?? null,
      collectedAt: m.date_collected ?? null,
      reportedAt: m.date_reported ?? null,
      groups: groupResults(rows, missing, order.tests),
      trendsNote,
    },
  };
}
