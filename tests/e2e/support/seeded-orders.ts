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

/** Books a slot for an order at the service directly, as another desk would. */
export async function bookAtService(request: APIRequestContext, orderId: string, slot: Slot) {
  const res = await request.post(`/v3/order/${orderId}/phlebotomy/appointment/book`, {
    headers: { "x-service-api-key": E2E_SERVICE_KEY },
    data: { booking_key: slot.booking_key },
  });
  if (!res.ok()) throw new Error(`booking answered ${res.status()}`);
  return (await res.json()) as { id: string; start_at: string };
}

/** Books the first open slot at the order's own address, at the service directly. */
export async function bookOrderAtService(request: APIRequestContext, orderId: string) {
  const order = await request.get(`/v3/order/${orderId}`, { headers: { "x-service-api-key": E2E_SERVICE_KEY } });
  const { patient_address: a } = (await order.json()) as { patient_address: Address };
  const [slot] = await slotsAt(request, {
    first_line: a.first_line,
    city: a.city,
    state: a.state,
    zip_code: a.zip_code,
  });
  if (!slot) throw new Error("no open slot at the order's address");
  return bookAtService(request, orderId, slot);
}
