import type { APIRequestContext } from "@playwright/test";
import { E2E_SERVICE_KEY } from "./servers";

/** An order as the service lists it, in the real shape: its collection method is `details.type`. */
type ListedOrder = {
  id: string;
  status?: string | null;
  details?: { type?: string; data?: { appointment_id?: string | null } | null } | null;
};

const FINAL = ["completed", "cancelled", "failed"];

/**
 * Seeded at-home orders that can still be booked (not final, and the order says it has no
 * appointment), in the service's order, from its first `pages` pages of 100. Read from the service
 * under the console with the demo team's key: only to pick data, the console is driven as staff.
 */
export async function bookableOrderIds(request: APIRequestContext, pages = 3): Promise<string[]> {
  const out: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const res = await request.get(`/v3/orders?page=${n}&size=100`, {
      headers: { "x-service-api-key": E2E_SERVICE_KEY },
    });
    const { orders } = (await res.json()) as { orders: ListedOrder[] };
    for (const o of orders) {
      const open = !FINAL.includes(o.status ?? "");
      if (o.details?.type === "at_home_phlebotomy" && open && o.details.data?.appointment_id === null) out.push(o.id);
    }
  }
  return out;
}

type CompletedOrder = { id: string; user_id: string; created_at: string; order_set?: { lab_test_ids?: string[] } };
type Report = {
  results: { name: string; is_above_max_range?: boolean | null; is_below_min_range?: boolean | null }[];
  missing_results?: { name: string }[] | null;
};

/**
 * A seeded completed order whose patient had the same tests done before (so its markers have a
 * trend), with an out-of-range marker, and preferably one the lab did not report. The seed's
 * returning patients are the ones with such a history.
 */
export async function completedOrderWithHistory(request: APIRequestContext) {
  const completed: CompletedOrder[] = [];
  for (let n = 1; ; n++) {
    const res = await request.get(`/v3/orders?page=${n}&size=100&status=completed`, {
      headers: { "x-service-api-key": E2E_SERVICE_KEY },
    });
    const { orders } = (await res.json()) as { orders: CompletedOrder[] };
    completed.push(...orders);
    if (orders.length < 100) break;
  }
  const visits = new Map<string, CompletedOrder[]>();
  for (const o of completed) {
    const key = `${o.user_id} ${(o.order_set?.lab_test_ids ?? []).join(",")}`;
    visits.set(key, [...(visits.get(key) ?? []), o]);
  }
  const latest = [...visits.values()]
    .filter((v) => v.length >= 2)
    .map((v) => v.sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!);
  let flagged: { id: string; report: Report } | null = null;
  for (const o of latest) {
    const res = await request.get(`/v3/order/${o.id}/result`, { headers: { "x-service-api-key": E2E_SERVICE_KEY } });
    const report = (await res.json()) as Report;
    if (!report.results.some((r) => r.is_above_max_range || r.is_below_min_range)) continue;
    if ((report.missing_results ?? []).length > 0) return { id: o.id, report };
    flagged ??= { id: o.id, report };
  }
  if (!flagged) throw new Error("no seeded completed order with a history and an out-of-range result");
  return flagged;
}

/** A seeded completed order with a marker the lab did not report, and that marker's name. */
export async function completedOrderWithMissingResult(request: APIRequestContext) {
  for (let n = 1; n <= 5; n++) {
    const res = await request.get(`/v3/orders?page=${n}&size=100&status=completed`, {
      headers: { "x-service-api-key": E2E_SERVICE_KEY },
    });
    for (const o of ((await res.json()) as { orders: CompletedOrder[] }).orders) {
      const report = (await (
        await request.get(`/v3/order/${o.id}/result`, { headers: { "x-service-api-key": E2E_SERVICE_KEY } })
      ).json()) as Report;
      const missing = report.missing_results?.[0];
      if (missing) return { id: o.id, missing: missing.name };
    }
  }
  throw new Error("no seeded completed order with an unreported marker");
}
