import { randomUUID } from "node:crypto";
import { boardProjectionChanged } from "@/lib/console/appointments/board-watch";
import { noteBoardEvents } from "@/lib/console/store/board-sync";
import { consoleDb, type ConsoleDb } from "@/lib/console/store/db";
import { applyToOrderState } from "@/lib/console/store/order-event-states";
import { claimServiceEvent, pendingServiceEvents, settleServiceEvent } from "@/lib/console/store/service-events";
import { takeInResultsOfEvent } from "@/lib/console/results-review/intake";
import { logger } from "@/lib/ops/logger";
import { serviceClient, type ServiceClient } from "@/lib/service";
import { flushRefusals } from "./refusals";
import { processSlot } from "@/lib/process-singleton";

/**
 * Processing stored events, apart from receiving them: the endpoint answers as soon as an event is
 * stored, and this works through the store. Every instance runs it; an event is processed by the
 * one that claims it first, and one whose processing failed is retried a few times. Processing
 * means applying the event to its order's state (order_event_states, the appointments board's
 * projection); open boards are then told, and the board's freshness counts the event. An event
 * that says an order's results are in also takes them into the review queue (a failed read of
 * them fails the event, which is then tried again like any other).
 */
const POLL_MS = 1000;
const FLUSH_MS = 60_000;

/**
 * Claims and processes every event waiting now; returns how many this worker processed. Without
 * a service client, results an event says are in are only noted for the reconciliation pass.
 */
export async function processPendingEvents(
  db: ConsoleDb,
  worker: string,
  now = () => new Date(),
  client?: () => ServiceClient,
): Promise<number> {
  let processed = 0;
  let moved = 0;
  for (const id of await pendingServiceEvents(db, 50, now())) {
    const row = await claimServiceEvent(db, id, worker, now());
    if (!row) continue;
    try {
      if (await applyToOrderState(db, row, now())) moved++;
      await takeInResultsOfEvent(db, row, client);
      await settleServiceEvent(db, row, worker, { ok: true }, now());
      processed++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger().error({ component: "webhooks", event: row.id, type: row.eventType, error: message }, "event failed");
      await settleServiceEvent(db, row, worker, { ok: false, error: message }, now());
    }
  }
  if (processed > 0) await noteBoardEvents(db, now());
  if (moved > 0) boardProjectionChanged();
  return processed;
}

type Worker = { id: string; timer?: NodeJS.Timeout; running: Promise<void> | null; lastFlush: number };
const eventWorker = processSlot<Worker>("eventWorker");

async function pass(worker: Worker): Promise<void> {
  try {
    const db = await consoleDb();
    await processPendingEvents(db, worker.id, undefined, serviceClient);
    if (Date.now() - worker.lastFlush >= FLUSH_MS) {
      worker.lastFlush = Date.now();
      await flushRefusals(db);
    }
  } catch (error) {
    // The store away for a moment must not end the process: the next pass tries again.
    logger().error(
      { component: "webhooks", error: error instanceof Error ? error.message : String(error) },
      "event pass failed",
    );
  }
}

function run(worker: Worker): Promise<void> {
  // One pass at a time per process: a pass asked for while one runs waits for the next tick.
  worker.running ??= pass(worker).finally(() => (worker.running = null));
  return worker.running;
}

/** Starts the event worker once per process (Next.js may load this module once per bundle layer). */
export function startEventWorker(): void {
  if (eventWorker.value) return;
  const worker: Worker = {
    id: `events:${process.pid}:${randomUUID().slice(0, 8)}`,
    running: null,
    lastFlush: Date.now(),
  };
  worker.timer = setInterval(() => void run(worker), POLL_MS);
  worker.timer.unref();
  eventWorker.value = worker;
}

/** Asks for a pass now, without waiting for it: the endpoint calls this after storing an event. */
export function processSoon(): void {
  const worker = eventWorker.value;
  if (worker) setImmediate(() => void run(worker));
}

/** For a graceful shutdown: no further passes; the one under way, if any, is waited for, and counts are written. */
export async function stopEventWorker(): Promise<void> {
  const worker = eventWorker.value;
  if (!worker) return;
  eventWorker.value = undefined;
  clearInterval(worker.timer);
  await worker.running;
  await flushRefusals(await consoleDb()).catch(() => {});
}
