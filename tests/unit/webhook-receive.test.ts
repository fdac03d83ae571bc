import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetAnonymousRefusals } from "@/lib/console/audit/anonymous-refusals";
import { eventReceiver, MAX_EVENT_BYTES } from "@/lib/console/events/receive";
import { flushRefusals, unflushedRefusals } from "@/lib/console/events/refusals";
import { useConsoleDb } from "@/lib/console/store/db";
import { refusalsSince } from "@/lib/console/store/webhook-refusals";
import { newWebhookSecret, signedHeaders } from "@/lib/webhooks/signing";
import { captureLogs } from "../support/captured-logs";
import { tempConsoleDb } from "../support/console-store";
import { delivery, orderEvent } from "../support/service-events";

/**
 * The webhook endpoint's door: the real Standard Webhooks library signs each delivery as the
 * service does, and the endpoint takes only what is signed with its secret, fresh, small and
 * new; everything else is refused before anything is stored, counted, and logged once a minute.
 */
const secret = newWebhookSecret();
const receive = eventReceiver(() => secret);
const db = tempConsoleDb();
const event = orderEvent("collecting_sample", "2026-03-01T10:00:00.000Z");

const rows = () => db.orm.select().from(db.tables.serviceEvents);

beforeAll(() => useConsoleDb(db));
beforeEach(() => resetAnonymousRefusals());

describe("the webhook endpoint", () => {
  it("stores a delivery signed with its secret once, and answers a repeat of the same id without doing anything again", async () => {
    const first = await receive(delivery(secret, event, { id: "msg_once" }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    // The service retries with a new timestamp and signature, the same id; a replay reuses all three.
    for (const at of [new Date(), new Date(Date.now() - 60_000)]) {
      const again = await receive(delivery(secret, event, { id: "msg_once", at }));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, duplicate: true });
    }
    const stored = (await rows()).filter((r) => r.id === "msg_once");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      eventType: "labtest.order.updated",
      orderId: event.data.id,
      userId: event.data.user_id,
      occurredAt: "2026-03-01T10:00:00.000Z",
      state: "pending",
      duplicates: 2,
    });
    // What is kept says what happened to the order, never who the patient is or where they live.
    const kept = JSON.stringify(stored[0]);
    for (const phi of ["Testa", "Orderly", "1980-01-01", "testa@example.com", "+15555550100", "1 Main St", "mornings"])
      expect(kept).not.toContain(phi);
    expect(JSON.parse(stored[0]!.summary)).toMatchObject({ status: "collecting_sample", lab_test: "Lipid panel" });
  });

  it("accepts the Standard Webhooks header names as well as Svix's", async () => {
    const body = JSON.stringify(event);
    const svix = signedHeaders(secret, "msg_standard", new Date(), body);
    const res = await receive(
      new NextRequest("http://console.test/webhooks/service", {
        method: "POST",
        headers: {
          "webhook-id": svix["svix-id"]!,
          "webhook-timestamp": svix["svix-timestamp"]!,
          "webhook-signature": svix["svix-signature"]!,
        },
        body,
      }),
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ["no signature at all", () => delivery(secret, event, { headers: { "svix-signature": "" } })],
    ["another secret's signature", () => delivery(newWebhookSecret(), event)],
    [
      "a body changed after signing",
      () => {
        const req = delivery(secret, event);
        const headers = Object.fromEntries(req.headers);
        return new NextRequest(req.url, {
          method: "POST",
          headers,
          body: JSON.stringify({ ...event, event_type: "x" }),
        });
      },
    ],
    ["a timestamp ten minutes old", () => delivery(secret, event, { at: new Date(Date.now() - 600_000) })],
    ["a timestamp ten minutes ahead", () => delivery(secret, event, { at: new Date(Date.now() + 600_000) })],
  ])("refuses %s with a 401, storing nothing", async (_, make) => {
    const before = (await rows()).length;
    const counted = unflushedRefusals();
    const res = await receive(make());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Invalid or missing webhook signature." });
    expect((await rows()).length).toBe(before);
    expect(unflushedRefusals()).toBe(counted + 1);
  });

  it("refuses a body over the limit before checking it, even when it is signed", async () => {
    const big = { ...event, padding: "x".repeat(MAX_EVENT_BYTES) };
    const res = await receive(delivery(secret, big));
    expect(res.status).toBe(413);
    expect((await rows()).some((r) => r.id.includes("padding"))).toBe(false);
  });

  it("answers a signed body that is no event with a 400, storing nothing", async () => {
    const before = (await rows()).length;
    for (const body of ["not json", { hello: "world" }, { event_type: "labtest.order.updated", data: {} }]) {
      expect((await receive(delivery(secret, body))).status).toBe(400);
    }
    expect((await rows()).length).toBe(before);
  });

  it("logs a flood of forged deliveries once a minute, and counts every one in the store", async () => {
    const logs = captureLogs();
    try {
      await flushRefusals(db);
      const before = (await refusalsSince(db, new Date(Date.now() - 3_600_000))).signature ?? 0;
      for (let i = 0; i < 25; i++) expect((await receive(delivery(newWebhookSecret(), event))).status).toBe(401);
      const lines = logs.lines.filter((l) => l.includes("webhook delivery refused"));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ reason: "signature", requestId: "webhook-test" });
      await flushRefusals(db);
      expect((await refusalsSince(db, new Date(Date.now() - 3_600_000))).signature).toBe(before + 25);
      expect(unflushedRefusals()).toBe(0);
    } finally {
      logs.restore();
    }
  });
});
