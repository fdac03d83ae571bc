import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { processPendingEvents } from "@/lib/console/events/processor";
import type { ConsoleDb } from "@/lib/console/store/db";
import { orderEventState } from "@/lib/console/store/order-event-states";
import { deliveryCounts, failedEvents, lastEventPerType } from "@/lib/console/store/service-event-stats";
import { MAX_ATTEMPTS, STALE_CLAIM_MS, storeServiceEvent } from "@/lib/console/store/service-events";
import { readServiceEvent } from "@/lib/service/read/service-events";
import { STORE_DIALECTS, twoConsoleStores } from "../support/console-store";
import { appointmentEvent, ORDER_ID, orderEvent } from "../support/service-events";

/**
 * The service's events in the console store, on both stores, with two handles on one database
 * standing for two console instances: each delivery is stored once however often and wherever it
 * arrives, processed by exactly one worker, and an order's state ends as its newest event said,
 * whatever order the events came in.
 */
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();
const facts = (event: unknown) => readServiceEvent(event)!;
const store = (db: ConsoleDb, id: string, event: unknown) =>
  storeServiceEvent(db, { id, signedAt: new Date(), facts: facts(event) });

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  let a: ConsoleDb;
  let b: ConsoleDb;
  beforeAll(async () => {
    [a, b] = await twoConsoleStores(dialect);
  });

  it("stores each delivery id once when two instances receive it at the same moment", async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `msg_race_${i}`);
    const event = orderEvent("received", at(0));
    const results = await Promise.all(
      ids.flatMap((id) => [store(a, id, event), store(b, id, event), store(a, id, event)]),
    );
    expect(results.filter(Boolean)).toHaveLength(ids.length);
    for (let i = 0; i < ids.length; i++) expect(results.slice(i * 3, i * 3 + 3).filter(Boolean)).toHaveLength(1);
    const counts = await deliveryCounts(b, new Date(0));
    expect(counts).toMatchObject({ received: 20, pending: 20, duplicates: 40 });
  });

  it("processes each stored event exactly once when two instances' workers run at once", async () => {
    const [one, two] = await Promise.all([processPendingEvents(a, "worker-a"), processPendingEvents(b, "worker-b")]);
    expect(one + two).toBe(20);
    const rows = await a.orm.select().from(a.tables.serviceEvents);
    expect(rows.every((r) => r.state === "processed" && r.attempts === 1 && r.claimedBy === null)).toBe(true);
    // Nothing is left for a later pass.
    expect(await processPendingEvents(b, "worker-b")).toBe(0);
  });

  it("keeps an order's newest state whatever order its events arrive in", async () => {
    const arrivals = [
      ["msg_o1", orderEvent("received", at(1), 1, "labtest.order.created")],
      ["msg_o3", orderEvent("sample_with_lab", at(3), 3)],
      ["msg_o2", orderEvent("collecting_sample", at(2), 2)],
      // The same instant as the newest but a shorter history: an older step of it.
      ["msg_o3b", orderEvent("collecting_sample", at(3), 2)],
      ["msg_p2", appointmentEvent("in_progress", [at(1), at(2)])],
      ["msg_p1", appointmentEvent("pending", [at(1)], "labtest.appointment.created")],
    ] as const;
    for (const [id, event] of arrivals) {
      await store(a, id, event);
      // Processed one by one, as they would be when they arrive far apart.
      await processPendingEvents(id.endsWith("2") ? b : a, "worker");
    }
    expect(await orderEventState(b, ORDER_ID)).toMatchObject({
      orderStatus: "sample_with_lab",
      orderAt: at(3),
      orderSequence: 3,
      appointmentStatus: "in_progress",
      appointmentAt: at(2),
      appointmentStartAt: "2026-02-01T14:00:00.000Z",
    });
    // A newer step moves it on.
    await store(b, "msg_o4", orderEvent("completed", at(4), 4));
    await processPendingEvents(a, "worker");
    expect((await orderEventState(a, ORDER_ID))?.orderStatus).toBe("completed");
    const last = await lastEventPerType(a);
    expect(last.find((e) => e.eventType === "labtest.order.updated")?.id).toBe("msg_o4");
    expect(last.map((e) => e.eventType).sort()).toEqual([
      "labtest.appointment.created",
      "labtest.appointment.updated",
      "labtest.order.created",
      "labtest.order.updated",
    ]);
  });

  it("retries an event whose processing fails, and gives it up after the last attempt", async () => {
    const row = { ...facts(orderEvent("received", at(5))), orderId: "order-with-a-bad-summary" };
    await storeServiceEvent(a, { id: "msg_bad", signedAt: new Date(), facts: row });
    await a.orm
      .update(a.tables.serviceEvents)
      .set({ summary: "{not json" })
      .where(eq(a.tables.serviceEvents.id, "msg_bad"));
    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await processPendingEvents(attempt % 2 ? a : b, "worker", () => new Date(clock))).toBe(0);
      // Not tried again until the failed attempt's claim has gone stale.
      expect(await processPendingEvents(a, "worker", () => new Date(clock + 1000))).toBe(0);
      clock += STALE_CLAIM_MS + 1000;
    }
    const [failed] = await failedEvents(b);
    expect(failed).toMatchObject({ id: "msg_bad", state: "failed", attempts: MAX_ATTEMPTS });
    expect(failed?.error).toBeTruthy();
    expect((await deliveryCounts(a, new Date(0))).failed).toBe(1);
  });
});
