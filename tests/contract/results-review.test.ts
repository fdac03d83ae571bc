import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reconcileBoardOnce } from "@/lib/console/appointments/reconcile";
import { processPendingEvents } from "@/lib/console/events/processor";
import { eventReceiver } from "@/lib/console/events/receive";
import { levelOf, priorityOf } from "@/lib/console/results-review/level";
import { useConsoleDb } from "@/lib/console/store/db";
import { orderEventState } from "@/lib/console/store/order-event-states";
import { markResultReviewed, reviewQueuePage, reviewsOfOrder } from "@/lib/console/results-review/store";
import { createStaff } from "@/lib/console/store/staff";
import { runWebhookSenderOnce } from "@/lib/embedded-service/jobs/webhook-sender";
import { setOrderStatus } from "@/lib/embedded-service/store/orders";
import { PARTIAL_STEP } from "@/lib/embedded-service/store/partial-report";
import { setWebhookEndpoint } from "@/lib/embedded-service/store/webhook-outbox";
import { serviceClient } from "@/lib/service";
import { createServiceClient } from "@/lib/service/client";
import { newWebhookSecret } from "@/lib/webhooks/signing";
import { tempConsoleDb } from "../support/console-store";
import { realShapedClientFetch } from "../support/real-shape/service";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * Results reach the review queue from the embedded service as they would from the real one: the
 * order's signed events over HTTP to the console's receiver, the event worker reading the report
 * through the console's service client; and, for an order whose events never arrived, through the
 * reconciliation pass. A repeat delivery changes nothing; a final report after a reviewed partial
 * one waits for its own review.
 */
const secret = newWebhookSecret();
const db = tempConsoleDb();
const receive = eventReceiver(() => secret);
const PARTIAL_EVENT = `sample_with_lab.at_home_phlebotomy.${PARTIAL_STEP}`;
const REVIEWER = "0d4c6a52-5b1e-4d7a-9a53-8c2f1e3b7a10";

let svc: TestService;
let server: http.Server;
let userId: string;
let service: { calls: number };
// The service's clock, a second on for each step: its outbox sends what is due by it, and the
// console refuses a signature more than five minutes off its own.
let clock = Date.now();
const tick = () => new Date((clock += 1000)).toISOString();

beforeAll(async () => {
  useConsoleDb(db);
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const answer = await receive(
        new NextRequest("http://console.test/webhooks/service", {
          method: "POST",
          headers: req.headers as Record<string, string>,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  svc = await startTestService({ deps: { now: () => new Date(clock) } });
  service = svc.countedServiceClient();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/service`;
  setWebhookEndpoint(svc.db, svc.team.id, url, secret);
  userId = (await svc.post("/v2/user/", { client_user_id: "results-review" })).json.user_id;
  await createStaff(db, {
    id: REVIEWER,
    email: "rae@clinic.org",
    name: "Rae",
    role: "care_coordinator",
    passwordHash: null,
  });
});
afterAll(async () => {
  await svc.close();
  await new Promise((resolve) => server.close(resolve));
});

async function deliverAndProcess() {
  while ((await runWebhookSenderOnce(svc.deps, "sender")) > 0);
  while ((await processPendingEvents(db, "console-worker", undefined, serviceClient)) > 0);
}
const setStatus = (orderId: string, status: string, event?: string) =>
  svc.db.transaction((tx) => setOrderStatus(tx, orderId, status, tick(), event));
const levelAtService = async (orderId: string) =>
  levelOf(priorityOf((await svc.get(`/v3/order/${orderId}/result`)).json.metadata.interpretation) ?? 2);

describe("results reaching the review queue", () => {
  it("through the service's signed events: a partial report, then its final one once the partial is reviewed", async () => {
    const order = (await svc.createOrder(userId, "at_home_phlebotomy")).id;
    await deliverAndProcess();
    expect(await reviewsOfOrder(db, order)).toEqual([]);

    setStatus(order, "sample_with_lab", PARTIAL_EVENT);
    const before = service.calls;
    await deliverAndProcess();
    // One read of the report, by the event worker through the console's client.
    expect(service.calls - before).toBe(1);
    let reviews = await reviewsOfOrder(db, order);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ reportStatus: "partial", userId, reviewedAt: null, supersededAt: null });
    const queue = await reviewQueuePage(db, { limit: 100, offset: 0 });
    expect(queue.rows.map((r) => r.orderId)).toContain(order);
    expect(await orderEventState(db, order)).toMatchObject({ resultInterpretation: reviews[0]!.interpretation });

    // The same events again (a resend): stored as new deliveries, nothing changes in the queue.
    expect((await svc.post("/v3/order/resend_events", { order_ids: [order] })).status).toBe(200);
    await deliverAndProcess();
    expect(await reviewsOfOrder(db, order)).toEqual(reviews);

    expect(await markResultReviewed(db, reviews[0]!.id, { staffId: REVIEWER, note: "Lab called" })).toMatchObject({
      outcome: "reviewed",
    });
    setStatus(order, "completed");
    await deliverAndProcess();
    reviews = await reviewsOfOrder(db, order);
    // The completed order's report: "final", or "partial" when some markers failed, as the service says.
    const { status } = (await svc.get(`/v3/order/${order}/result`)).json.metadata;
    expect(reviews.map((r) => [r.reportStatus, r.reviewedAt !== null, r.supersededAt !== null])).toEqual([
      [status, false, false],
      ["partial", true, true],
    ]);
    const final = reviews[0]!;
    expect(final.reportedAt! > reviews[1]!.reportedAt!).toBe(true);
    expect(levelOf(final.priority)).toBe(await levelAtService(order));
    expect(reviews[1]).toMatchObject({ reviewNote: "Lab called", reviewerName: "Rae" });
  });

  it("through the reconciliation pass, when the order's events were missed; not the reports it found first", async () => {
    // Events wait in the service's outbox from here on, undelivered, as through an outage.
    const earlier = (await svc.createOrder(userId, "at_home_phlebotomy")).id;
    setStatus(earlier, "completed");
    const order = (await svc.createOrder(userId, "at_home_phlebotomy")).id;
    const pass = () =>
      reconcileBoardOnce({ db, client: serviceClient(), holder: "test-instance", liveRecheckMs: 0, full: true });
    // The console's first catch-up: the reports already there are where its queue starts.
    expect(await pass()).toMatchObject({ outcome: "done" });
    expect(await reviewsOfOrder(db, earlier)).toEqual([]);
    setStatus(order, "completed");
    expect(await pass()).toMatchObject({ outcome: "done" });
    const [taken] = await reviewsOfOrder(db, order);
    expect(taken).toMatchObject({ reviewedAt: null, supersededAt: null });
    expect(levelOf(taken!.priority)).toBe(await levelAtService(order));
    // A second pass reads no report again, and the late events change nothing.
    const before = service.calls;
    expect(await pass()).toMatchObject({ outcome: "done" });
    const listing = service.calls - before;
    await deliverAndProcess();
    expect(await reviewsOfOrder(db, order)).toEqual([taken]);
    expect(listing).toBeLessThan(5);
  });

  it("through the real service's shapes, as a remote console reads them", async () => {
    const serviceLog: string[] = [];
    const real = createServiceClient({
      baseUrl: "http://service.test",
      apiKey: svc.apiKey,
      fetch: realShapedClientFetch((req) => svc.app.fetch(req), { log: (l) => serviceLog.push(l) }),
      retry: { maxAttempts: 1 },
      breaker: { threshold: Number.MAX_SAFE_INTEGER },
      log: () => {},
    });
    const pass = () => reconcileBoardOnce({ db, client: real, holder: "remote-instance", liveRecheckMs: 0 });
    const order = (await svc.createOrder(userId, "walk_in_test")).id;
    expect(await pass()).toMatchObject({ outcome: "done" });
    setStatus(order, "completed");
    expect(await pass()).toMatchObject({ outcome: "done" });
    const [taken] = await reviewsOfOrder(db, order);
    expect(taken).toMatchObject({ userId, reviewedAt: null });
    expect(levelOf(taken!.priority)).toBe(await levelAtService(order));
    expect(serviceLog).toEqual([]);
  });
});
