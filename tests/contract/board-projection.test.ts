import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBoard, loadBoardRows } from "@/lib/console/appointments/load";
import { reconcileBoardOnce, type ReconcileOptions } from "@/lib/console/appointments/reconcile";
import { boardSyncState } from "@/lib/console/store/board-sync";
import { useConsoleDb } from "@/lib/console/store/db";
import { trackOrder } from "@/lib/console/store/tracked-orders";
import { indexedUserLabels } from "@/lib/console/user-index/store-names";
import { runAppointmentLifecycleOnce } from "@/lib/embedded-service/jobs/appointment-lifecycle";
import { CANCELLATION_REASONS } from "@/lib/embedded-service/store/cancellation-reasons";
import { createServiceClient } from "@/lib/service/client";
import { serviceClient } from "@/lib/service";
import { fakeStaff } from "../support/fake-session";
import { tempConsoleDb } from "../support/console-store";
import { patientDetails, startTestService, type TestService } from "../support/service-harness";

/**
 * The appointments board against the embedded service over HTTP, every service call counted: the
 * board and its rows come from the projection with no call at all (where it once read each
 * at-home order's appointment), and the reconciliation catches the projection up with what
 * changed at the service without an event: a first full walk, then only what moved.
 */
let svc: TestService;
let service: { calls: number };
let userId: string;
const orders: { booked: string; bare: string; walkIn: string } = { booked: "", bare: "", walkIn: "" };
const db = tempConsoleDb();
const pass = (opts: Partial<ReconcileOptions> = {}) =>
  reconcileBoardOnce({ db, client: serviceClient(), holder: "test-instance", liveRecheckMs: 0, ...opts });
const coordinator = fakeStaff("care_coordinator");

beforeAll(async () => {
  svc = await startTestService();
  useConsoleDb(db);
  service = svc.countedServiceClient();
  userId = (await svc.post("/v2/user/", { client_user_id: "board-patient" })).json.user_id;
  await svc.patch(`/v2/user/${userId}/info`, patientDetails("Sandra", "Sanchez"));
  orders.booked = (await svc.createOrder(userId, "at_home_phlebotomy")).id;
  orders.bare = (await svc.createOrder(userId, "at_home_phlebotomy")).id;
  orders.walkIn = (await svc.createOrder(userId, "walk_in_test")).id;
  const requested = await svc.post(`/v3/order/${orders.booked}/phlebotomy/appointment/request`, {
    address: { first_line: "1 Main St", city: "New York", state: "NY", zip_code: "10001" },
    provider: "getlabs",
  });
  expect(requested.status).toBe(200);
});
afterAll(() => svc.close());

describe("the reconciliation", () => {
  it("walks every order on its first pass, reads the at-home appointments there are, and labels their users", async () => {
    const result = await pass();
    // The walk-in order too (the orders list reads the same projection); the board still shows only at-home ones.
    expect(result).toMatchObject({ outcome: "done", full: true, orders: 3 });
    // One list page, one appointment (the other order says it has none), the user and their details.
    expect(result.outcome === "done" && result.calls).toBe(4);
    const labels = await indexedUserLabels(db, [userId]);
    expect(labels.get(userId)).toMatchObject({ clientUserId: "board-patient", name: "Sandra Sanchez" });
    expect(await boardSyncState(db)).toMatchObject({ lastError: null, lastPassOrders: 3 });
  });

  it("catches a change no event told of on its next pass, reading only what may have moved", async () => {
    // The provider holds a slot: the appointment moves, the order stays where it was.
    const later = new Date(Date.now() + 10 * 60_000);
    expect(runAppointmentLifecycleOnce({ ...svc.deps, now: () => later })).toBeGreaterThan(0);
    const result = await pass();
    expect(result).toMatchObject({ outcome: "done", full: false, moved: 1 });
    // The orders updated since the last pass (one page) and the one draw under way.
    expect(result.outcome === "done" && result.calls).toBe(2);
    const rows = (await loadBoard(coordinator)).rows;
    expect(rows.find((r) => r.orderId === orders.booked)?.status).toBe("reserved");
  });

  it("with events coming in, leaves a draw it read lately to them", async () => {
    const result = await pass({ liveRecheckMs: 10 * 60_000 });
    expect(result).toMatchObject({ outcome: "done", moved: 0 });
    expect(result.outcome === "done" && result.calls).toBe(1);
  });

  it("sees a cancellation at the service (the order moves too) and lets one instance at a time run", async () => {
    const cancelled = await svc.patch(`/v3/order/${orders.booked}/phlebotomy/appointment/cancel`, {
      cancellation_reason_id: CANCELLATION_REASONS[0]!.id,
    });
    expect(cancelled.status).toBe(200);
    const [one, two] = await Promise.all([pass(), pass({ holder: "other-instance" })]);
    expect([one.outcome, two.outcome].sort()).toEqual(["done", "standby"]);
    const rows = (await loadBoard(coordinator)).rows;
    expect(rows.find((r) => r.orderId === orders.booked)).toMatchObject({
      status: "cancelled",
      orderStatus: "received",
    });
  });

  it("reads tracked orders one by one from a service that cannot list orders", async () => {
    const tracked = (await svc.createOrder(userId, "at_home_phlebotomy")).id;
    await trackOrder(db, { orderId: tracked, userId, staffId: null });
    const client = createServiceClient({
      baseUrl: svc.baseUrl,
      apiKey: svc.apiKey,
      fetch: (url, init) =>
        new URL(url).pathname === "/v3/orders"
          ? Promise.resolve(Response.json({ detail: "Not Found" }, { status: 404 }))
          : fetch(url, init),
    });
    expect(await pass({ client, full: true })).toMatchObject({ outcome: "done", orders: 1 });
    const row = (await loadBoard(coordinator)).rows.find((r) => r.orderId === tracked);
    expect(row).toMatchObject({ tracked: true, status: null });
  });

  it("keeps the last good pass's time when the service fails, and says why with the request id", async () => {
    const before = (await boardSyncState(db))!.syncedAt;
    const client = createServiceClient({
      baseUrl: svc.baseUrl,
      apiKey: svc.apiKey,
      retry: { maxAttempts: 1 },
      log: () => {},
      fetch: () => Promise.resolve(Response.json({ detail: "down" }, { status: 503 })),
    });
    const result = await pass({ client });
    expect(result).toMatchObject({ outcome: "failed", requestId: expect.any(String) });
    expect(await boardSyncState(db)).toMatchObject({
      syncedAt: before,
      lastError: expect.stringContaining("request id"),
    });
  });
});

describe("the board", () => {
  it("makes no service call: rows, statuses and labels all come from the console store", async () => {
    const counted = service.calls;
    await pass();
    // The counter sees the calls of this console's service client: the pass made some.
    expect(service.calls).toBeGreaterThan(counted);
    const before = service.calls;
    const board = await loadBoard(coordinator);
    const ops = await loadBoard(fakeStaff("ops"));
    const mine = await loadBoard(coordinator, { userId });
    const some = await loadBoardRows(coordinator, [orders.bare, orders.walkIn]);
    expect(service.calls).toBe(before);
    expect(board.rows.map((r) => r.orderId)).toContain(orders.bare);
    expect(board.rows.map((r) => r.orderId)).not.toContain(orders.walkIn);
    expect(board.rows.find((r) => r.orderId === orders.bare)).toMatchObject({
      clientUserId: "board-patient",
      patientName: "Sandra Sanchez",
      status: null,
    });
    // Names only for roles that see them, and never on one user's own board.
    expect(ops.rows.every((r) => r.patientName === null)).toBe(true);
    expect(mine.rows.every((r) => r.patientName === null && r.userId === userId)).toBe(true);
    expect(some.rows.map((r) => r.orderId)).toEqual([orders.bare]);
    expect(board.freshness).toMatchObject({ catchingUp: false, problem: null });
  });
});
