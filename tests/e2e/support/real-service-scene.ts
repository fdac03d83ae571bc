import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { serviceGet } from "./remote";

/**
 * Seeded data for the browser tests against the real-shaped service, read through the fault
 * proxy, so in the real service's shapes: an order's collection method is `details.type`, its
 * appointment `details.data.appointment_id` (the documented interface's top-level `collection_method` is
 * read too, so the helpers also work against the embedded service's own shapes).
 */
type User = { user_id: string; client_user_id: string; connected_sources: unknown[] };
type Order = {
  id: string;
  user_id: string;
  status?: string | null;
  collection_method?: string;
  details?: { type?: string; data?: { appointment_id?: string | null } | null } | null;
};

const FINAL = ["completed", "cancelled", "failed"];
const atHome = (o: Order) => (o.details?.type ?? o.collection_method) === "at_home_phlebotomy";

async function must<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await serviceGet<T>(request, path);
  expect(res.ok, `the real-shaped service answers GET ${path}`).toBe(true);
  return res.body;
}

/** A seeded user with connected sources (so steps too), as listed by the service. */
export async function userWithSources(request: APIRequestContext): Promise<User> {
  const { users } = await must<{ users: User[] }>(request, "/v2/user/?limit=40");
  const user = users.find((u) => u.connected_sources.length > 0);
  if (!user) throw new Error("no seeded user with a connected source in the first 40");
  return user;
}

/** The nth seeded adult with patient details (no medical proxy needed to save). */
export async function seededAdult(request: APIRequestContext, nth: number): Promise<string> {
  const { users } = await must<{ users: User[] }>(request, "/v2/user/?limit=40");
  let found = 0;
  for (const { user_id } of users) {
    const info = await serviceGet<{ dob: string }>(request, `/v2/user/${user_id}/info/latest`);
    if (info.ok && Number(info.body.dob.slice(0, 4)) < new Date().getFullYear() - 19 && found++ === nth) return user_id;
  }
  throw new Error(`no seeded adult patient #${nth} in the first 40 users`);
}

/** Seeded at-home orders: those that can still be booked and those that have an appointment. */
export async function atHomeOrders(request: APIRequestContext) {
  const bookable: Order[] = [];
  const booked: Order[] = [];
  for (let page = 1; page <= 3; page++) {
    const { orders } = await must<{ orders: Order[] }>(request, `/v3/orders?page=${page}&size=100`);
    for (const o of orders.filter(atHome)) {
      const appointment = o.details?.data?.appointment_id;
      if (appointment) booked.push(o);
      else if (!FINAL.includes(o.status ?? "")) bookable.push(o);
    }
  }
  expect(bookable.length, "seeded at-home orders that can be booked").toBeGreaterThan(0);
  expect(booked.length, "seeded at-home orders with an appointment").toBeGreaterThan(0);
  return { bookable, booked };
}

/** An order whose patient has service centers within 50 miles. */
export async function orderWithCenters(request: APIRequestContext, orders: Order[]): Promise<Order> {
  for (const order of orders) {
    const info = await serviceGet<{ patient_service_centers: unknown[] }>(
      request,
      `/v3/order/${order.id}/psc/info?radius=50`,
    );
    if (info.ok && info.body.patient_service_centers.length > 0) return order;
  }
  throw new Error("no seeded at-home order with service centers within 50 miles");
}

/** Text a page shows when some of its data could not be loaded or read. */
export const LOAD_FAILURE = /could not be loaded|could not load|unexpected shape|does not understand/i;

/** The page rendered without any load failure (call it once the page's data is on screen). */
export async function expectNoLoadFailure(page: Page) {
  await expect(page.getByText(LOAD_FAILURE)).toHaveCount(0);
}
