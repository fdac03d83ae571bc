import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBoard } from "@/lib/console/appointments/load";
import { reconcileBoardOnce } from "@/lib/console/appointments/reconcile";
import { processPendingEvents } from "@/lib/console/events/processor";
import { loadOrdersList } from "@/lib/console/orders-list/load";
import { useConsoleDb } from "@/lib/console/store/db";
import { orderEventState } from "@/lib/console/store/order-event-states";
import { storeServiceEvent } from "@/lib/console/store/service-events";
import { outboxOfOrder, setWebhookEndpoint } from "@/lib/embedded-service/store/webhook-outbox";
import { serviceClient } from "@/lib/service";
import { readServiceEvent } from "@/lib/service/read/service-events";
import type { OrdersListParams } from "@/lib/console/orders-list/params";
import { fakeStaff } from "../support/fake-session";
import { tempConsoleDb } from "../support/console-store";
import { patientDetails, startTestService, TEST_PATIENT, type TestService } from "../support/service-harness";

/**
 * The orders list against the embedded service over HTTP: walk-in and test-kit orders reach the
 * projection through the reconciliation and through the service's own events (the payloads its
 * outbox signs), with their lab, test and collection method; the board still shows only at-home
 * orders; and the list reads the projection with no service call, names only for the roles that
 * see them.
 */
let svc: TestService;
let service: { calls: number };
let userId: string;
const ids = { walkIn: "", atHome: "", kit: "" };
const db = tempConsoleDb();
const params = (p: Partial<OrdersListParams> = {}): OrdersListParams => ({
  page: 1,
  size: 50,
  sort: null,
  status: null,
  method: null,
  lab: null,
  flag: null,
  from: null,
  to: null,
  user: null,
  ...p,
});

/** A test of the catalogue collected this way, and an order of it for the user. */
async function order(method: string) {
  const test = (await svc.get(`/v3/lab_test?lab_test_limit=1&collection_method=${method}`)).json.data[0];
  expect(test?.method).toBe(method);
  const res = await svc.post("/v3/order", {
    user_id: userId,
    ...TEST_PATIENT,
    order_set: { lab_test_ids: [test.id] },
    collection_method: method,
  });
  expect(res.status).toBe(200);
  return { id: res.json.order.id as string, test: test as { name: string; lab: { slug: string; name: string } } };
}

beforeAll(async () => {
  svc = await startTestService();
  useConsoleDb(db);
  service = svc.countedServiceClient();
  userId = (await svc.post("/v2/user/", { client_user_id: "orders-list-patient" })).json.user_id;
  await svc.patch(`/v2/user/${userId}/info`, patientDetails("Olivia", "Ordway"));
});
afterAll(() => svc.close());

describe("the orders list's projection", () => {
  it("fills walk-in and at-home orders through the reconciliation, with lab, test and method", async () => {
    const walkIn = await order("walk_in_test");
    ids.walkIn = walkIn.id;
    ids.atHome = (await order("at_home_phlebotomy")).id;
    const pass = await reconcileBoardOnce({ db, client: serviceClient(), holder: "t", liveRecheckMs: 0 });
    expect(pass).toMatchObject({ outcome: "done", full: true, orders: 2 });
    expect(await orderEventState(db, ids.walkIn)).toMatchObject({
      orderStatus: "received",
      collectionMethod: "walk_in_test",
      labSlug: walkIn.test.lab.slug,
      labName: walkIn.test.lab.name,
      testName: walkIn.test.name,
      testCount: 1,
      orderCreatedAt: expect.any(String),
      orderAt: expect.any(String),
    });
    // The board keeps to at-home orders.
    const board = (await loadBoard(fakeStaff("ops"))).rows.map((r) => r.orderId);
    expect(board).toContain(ids.atHome);
    expect(board).not.toContain(ids.walkIn);
  });

  it("fills a test-kit order from the service's own event, with no pass", async () => {
    setWebhookEndpoint(
      svc.db,
      svc.team.id,
      "http://127.0.0.1:9/webhooks/service",
      "whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ=",
    );
    const kit = await order("testkit");
    ids.kit = kit.id;
    const [sent] = outboxOfOrder(svc.db, kit.id);
    expect(sent?.eventType).toBe("labtest.order.created");
    const facts = readServiceEvent(JSON.parse(sent!.payload))!;
    await storeServiceEvent(db, { id: sent!.id, signedAt: new Date(), facts });
    expect(await processPendingEvents(db, "worker")).toBe(1);
    expect(await orderEventState(db, kit.id)).toMatchObject({
      orderStatus: "received",
      collectionMethod: "testkit",
      labSlug: kit.test.lab.slug,
      labName: kit.test.lab.name,
      testName: kit.test.name,
      testCount: 1,
    });
    // Nothing that names or reaches the patient is kept.
    expect(JSON.stringify(await orderEventState(db, kit.id))).not.toMatch(/Testa|Orderly|5555550100|Main St/);
  });

  it("lists every order with no service call, the name only for roles that see names", async () => {
    const before = service.calls;
    const coordinator = await loadOrdersList(fakeStaff("care_coordinator"), params(), "UTC");
    const ops = await loadOrdersList(fakeStaff("ops"), params(), "UTC");
    expect(service.calls).toBe(before);
    expect(coordinator.ok && ops.ok).toBe(true);
    if (!coordinator.ok || !ops.ok) return;
    expect(coordinator.data.total).toBe(3);
    expect(coordinator.data.rows.map((r) => r.orderId)).toEqual([ids.kit, ids.atHome, ids.walkIn]);
    expect(coordinator.data.rows[0]).toMatchObject({
      patientName: "Olivia Ordway",
      clientUserId: "orders-list-patient",
    });
    expect(ops.data.rows.every((r) => r.patientName === null && r.clientUserId === "orders-list-patient")).toBe(true);
    expect(JSON.stringify(ops.data)).not.toMatch(/Olivia|Ordway/);
    // Filters: by collection method, and by the user's client_user_id.
    const kits = await loadOrdersList(
      fakeStaff("ops"),
      params({ method: "testkit", user: "orders-list-patient" }),
      "UTC",
    );
    expect(kits.ok && kits.data.rows.map((r) => r.orderId)).toEqual([ids.kit]);
    expect(kits.ok && kits.data.labs.length).toBeGreaterThan(0);
  });
});
