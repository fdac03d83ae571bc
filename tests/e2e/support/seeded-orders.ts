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
