import http from "node:http";
import type { AddressInfo } from "node:net";
import * as serializers from "@tryvital/vital-node/serialization";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processPendingEvents } from "@/lib/console/events/processor";
import { eventReceiver } from "@/lib/console/events/receive";
import { useConsoleDb } from "@/lib/console/store/db";
import { orderEventState } from "@/lib/console/store/order-event-states";
import { appointmentChanged, criticalResultIdentified, orderChanged } from "@/lib/contract/service-events";
import { runWebhookSenderOnce } from "@/lib/embedded-service/jobs/webhook-sender";
import { setOrderStatus } from "@/lib/embedded-service/store/orders";
import { outboxOfOrder, RETRY_DELAYS_MS, setWebhookEndpoint } from "@/lib/embedded-service/store/webhook-outbox";
import { createServiceClient } from "@/lib/service/client";
import { newWebhookSecret } from "@/lib/webhooks/signing";
import { tempConsoleDb } from "../support/console-store";
import { startTestService, TEST_PATIENT, type TestService } from "../support/service-harness";
import { vitalClient } from "../support/real-shape/sdk-client";

/**
 * The embedded service sends its events as the real one does, to a real HTTP endpoint that is the
 * console's own receiver (the same handler as /webhooks/service): signed with the real library,
 * in the vendor SDK's shapes, retried on the real schedule, and resent on request through the
 * console's service client and through the vendor's SDK.
 */
const SDK = { unrecognizedObjectKeys: "passthrough", allowUnrecognizedEnumValues: true } as const;
const secret = newWebhookSecret();
const consoleStore = tempConsoleDb();
const receive = eventReceiver(() => secret);

let svc: TestService;
let clock = Date.now();
/** What the endpoint answers next; each request it receives is kept. */
const endpoint = { answers: [] as number[], received: [] as { id: string; body: string }[], url: "" };
let server: http.Server;
let userId: string;

beforeAll(async () => {
  useConsoleDb(consoleStore);
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString();
      endpoint.received.push({ id: String(req.headers["svix-id"]), body });
      const forced = endpoint.answers.shift();
      if (forced) return res.writeHead(forced).end();
      const answer = await receive(
        new NextRequest("http://console.test/webhooks/service", {
          method: "POST",
          headers: req.headers as Record<string, string>,
          body,
        }),
      );
      res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/service`;
  svc = await startTestService({ deps: { now: () => new Date(clock) } });
  setWebhookEndpoint(svc.db, svc.team.id, endpoint.url, secret);
  userId = (await svc.post("/v2/user/", { client_user_id: "events-contract" })).json.user_id;
});
afterAll(async () => {
  await svc.close();
  await new Promise((resolve) => server.close(resolve));
});

const send = () => runWebhookSenderOnce(svc.deps, "sender-test");
/** Sends until nothing due is left: one pass takes a batch, and earlier tests may leave many. */
async function drain() {
  while ((await send()) > 0);
}
const sentOf = (orderId: string) => outboxOfOrder(svc.db, orderId).reverse();

describe("the embedded service's events", () => {
  it("tell of an order and its appointment in the real shapes, and the console stores and applies them", async () => {
    const order = await svc.createOrder(userId, "at_home_phlebotomy");
    const booked = await svc.post(`/v3/order/${order.id}/phlebotomy/appointment/request`, {
      address: TEST_PATIENT.patient_address,
      provider: "getlabs",
    });
    expect(booked.status).toBe(200);
    expect(sentOf(order.id).map((r) => r.eventType)).toEqual([
      "labtest.order.created",
      "labtest.appointment.created",
      "labtest.order.updated",
    ]);
    expect(await send()).toBe(3);
    for (const row of sentOf(order.id)) {
      const event = JSON.parse(row.payload);
      expect(event).toMatchObject({ user_id: userId, client_user_id: "events-contract", team_id: svc.team.id });
      const [ours, sdk] = row.eventType.startsWith("labtest.order.")
        ? [orderChanged, serializers.ClientFacingOrderChanged]
        : [appointmentChanged, serializers.ClientFacingAppointmentChanged];
      expect(ours.safeParse(event).error).toBeUndefined();
      const parsed = sdk.parse(event, SDK);
      expect(parsed.ok ? [] : parsed.errors).toEqual([]);
      expect(row).toMatchObject({ attempts: 1, lastStatus: 200, deliveredAt: expect.any(String) });
    }
    const stored = await consoleStore.orm.select().from(consoleStore.tables.serviceEvents);
    expect(stored.filter((r) => r.orderId === order.id)).toHaveLength(3);
    await processPendingEvents(consoleStore, "console-worker");
    expect(await orderEventState(consoleStore, order.id)).toMatchObject({
      orderStatus: "collecting_sample",
      appointmentStatus: "pending",
      userId,
    });
  });

  it("retry a delivery the endpoint did not take on the backoff schedule, with the same id, until it is delivered", async () => {
    const order = await svc.createOrder(userId);
    endpoint.answers.push(500, 503);
    const before = endpoint.received.length;
    expect(await send()).toBe(0);
    let [row] = sentOf(order.id);
    expect(row).toMatchObject({ attempts: 1, lastStatus: 500, deliveredAt: null });
    expect(Date.parse(row!.nextAttemptAt!) - clock).toBe(RETRY_DELAYS_MS[0]);
    // Not before it is due.
    clock += RETRY_DELAYS_MS[0]! - 1000;
    expect(await send()).toBe(0);
    expect(endpoint.received.length).toBe(before + 1);
    clock += 1000;
    expect(await send()).toBe(0);
    [row] = sentOf(order.id);
    expect(row).toMatchObject({ attempts: 2, lastStatus: 503 });
    expect(Date.parse(row!.nextAttemptAt!) - clock).toBe(RETRY_DELAYS_MS[1]);
    clock += RETRY_DELAYS_MS[1]!;
    expect(await send()).toBe(1);
    [row] = sentOf(order.id);
    expect(row).toMatchObject({ attempts: 3, lastStatus: 200, nextAttemptAt: null, deliveredAt: expect.any(String) });
    const ids = endpoint.received.slice(before).map((r) => r.id);
    expect(ids).toEqual([row!.id, row!.id, row!.id]);
  });

  it("give a delivery up after the last attempt of the schedule", async () => {
    const order = await svc.createOrder(userId);
    endpoint.answers.push(...RETRY_DELAYS_MS.map(() => 500), 500);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      await send();
      clock += RETRY_DELAYS_MS[attempt] ?? 0;
    }
    const [row] = sentOf(order.id);
    expect(row).toMatchObject({
      attempts: RETRY_DELAYS_MS.length + 1,
      nextAttemptAt: null,
      deliveredAt: null,
      failedAt: expect.any(String),
    });
    expect(endpoint.answers).toEqual([]);
  });

  it("include a critical result when an order's results come in with a critical value", async () => {
    let found: string | undefined;
    for (let i = 0; i < 150 && !found; i++) {
      const order = await svc.createOrder(userId);
      svc.db.transaction((tx) => setOrderStatus(tx, order.id, "completed", new Date(clock).toISOString()));
      if (sentOf(order.id).some((r) => r.eventType === "labtest.result.critical")) found = order.id;
    }
    expect(found, "no order of 150 had a critical result").toBeDefined();
    const row = sentOf(found!).find((r) => r.eventType === "labtest.result.critical")!;
    const event = JSON.parse(row.payload);
    expect(criticalResultIdentified.safeParse(event).error).toBeUndefined();
    const parsed = serializers.ClientFacingCriticalResultIdentified.parse(event, SDK);
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
    const results = await svc.get(`/v3/order/${found}/result`);
    expect(results.json.results.some((r: { interpretation: string }) => r.interpretation === "critical")).toBe(true);
    expect(event.data).toMatchObject({ order_id: found, interpretation: "critical", user_id: userId });
  });

  it("are sent again on request, through the console's client and the vendor's SDK, each time as new deliveries", async () => {
    const order = await svc.createOrder(userId, "at_home_phlebotomy");
    await drain();
    const client = createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey });
    const other = "00000000-0000-4000-8000-000000000000";
    expect(await client.resendOrderEvents({ order_ids: [order.id, other] })).toEqual({ order_ids: [order.id] });
    const sdk = await vitalClient(svc.baseUrl, svc.apiKey).order.resendEvents({ orderIds: [order.id] });
    expect(sdk.orderIds).toEqual([order.id]);
    const rows = sentOf(order.id);
    expect(rows.map((r) => r.eventType)).toEqual([
      "labtest.order.created",
      "labtest.order.updated",
      "labtest.order.updated",
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    expect(await send()).toBe(2);
    expect(sentOf(order.id).every((r) => r.deliveredAt)).toBe(true);
    // Another team's service knows nothing of the order; a team without an endpoint is told so.
    const { apiKey } = svc.otherTeam();
    const refused = await svc.post("/v3/order/resend_events", { order_ids: [order.id] }, { key: apiKey });
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toMatch(/no webhook endpoint/);
    const invalid = await svc.post("/v3/order/resend_events", {});
    expect(invalid.status).toBe(422);
  });
});
