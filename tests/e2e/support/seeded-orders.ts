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

type Address = { first_line: string; city: string; state: string; zip_code: string };
type Slot = { booking_key: string; start: string; end: string };

/** Open slots at an address, asked of the service directly ("another desk"), first day first. */
export async function slotsAt(request: APIRequestContext, address: Address): Promise<Slot[]> {
  const res = await request.post("/v3/order/phlebotomy/appointment/availability", {
    headers: { "x-service-api-key": E2E_SERVICE_KEY },
    data: address,
  });
  if (!res.ok()) throw new Error(`availability answered ${res.status()}`);
  return ((await res.json()) as { slots: { slots: Slot[] }[] }).slots.flatMap((d) => d.slots);
}

/**
 * Seeded at-home orders whose draw is booked for a time (confirmed) and may still be moved, in the
 * service's order, from its first `pages` pages. Specs that change one take theirs from the end:
 * specs reading seeded orders take theirs from the start.
 */
export async function confirmedOrderIds(request: APIRequestContext, pages = 3): Promise<string[]> {
  const headers = { "x-service-api-key": E2E_SERVICE_KEY };
  const candidates: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const res = await request.get(`/v3/orders?page=${n}&size=100`, { headers });
    const { orders } = (await res.json()) as { orders: ListedOrder[] };
    for (const o of orders)
      if (o.details?.type === "at_home_phlebotomy" && !FINAL.includes(o.status ?? "") && o.details.data?.appointment_id)
        candidates.push(o.id);
  }
  const out: string[] = [];
  for (const id of candidates) {
    const res = await request.get(`/v3/order/${id}/phlebotomy/appointment`, { headers });
    const a = (await res.json()) as { status: string; can_reschedule: boolean };
    if (a.status === "confirmed" && a.can_reschedule) out.push(id);
  }
  return out;
}

/** Moves an order's booked draw to a slot at the service directly, as another desk would. */
export async function rescheduleAtService(request: APIRequestContext, orderId: string, slot: Slot) {
  const res = await request.patch(`/v3/order/${orderId}/phlebotomy/appointment/reschedule`, {
    headers: { "x-service-api-key": E2E_SERVICE_KEY },
    data: { booking_key: slot.booking_key },
  });
  if (!res.ok()) throw new Error(`reschedule answered ${res.status()}`);
}

type CompletedOrder = { id: string; user_id: string; created_at: string; order_set?: { lab_test_ids?: string[] } };
type Report = {
  results: {
    name: string;
    type?: string;
    is_above_max_range?: boolean | null;
    is_below_min_range?: boolean | null;
    source_markers?: { name: string }[] | null;
  }[];
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
