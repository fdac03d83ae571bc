import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { EventFacts } from "@/lib/service/read/service-events";
import type { ConsoleDb, StoreTables } from "./db";

/**
 * The service's events in the console store (schema: service_events, order_event_states). Each
 * step is one statement, so it holds on every instance of a deployment at once: storing is an
 * insert that a second delivery of the same id cannot repeat, and processing starts with a
 * conditional update that only one worker can win.
 */
export type ServiceEventRow = StoreTables["serviceEvents"]["$inferSelect"];

/** A claim older than this belongs to a worker that died; a failed attempt waits this long too. */
export const STALE_CLAIM_MS = 30_000;
/** After this many failed attempts an event stays failed until someone looks at it. */
export const MAX_ATTEMPTS = 5;

/**
 * Stores a verified delivery once. True when it is new; false for a delivery id already stored
 * (a retry or a replay), whose duplicate count goes up and which is otherwise left alone.
 */
export async function storeServiceEvent(
  db: ConsoleDb,
  delivery: { id: string; signedAt: Date; facts: EventFacts },
  now = new Date(),
): Promise<boolean> {
  const { serviceEvents } = db.tables;
  const { facts } = delivery;
  const inserted = await db.orm
    .insert(serviceEvents)
    .values({
      id: delivery.id,
      eventType: facts.type,
      receivedAt: now.toISOString(),
      signedAt: delivery.signedAt.toISOString(),
      occurredAt: facts.occurredAt ?? delivery.signedAt.toISOString(),
      sequence: facts.sequence,
      orderId: facts.orderId,
      userId: facts.userId,
      appointmentId: facts.appointmentId,
      summary: JSON.stringify(facts.summary),
    })
    .onConflictDoNothing({ target: serviceEvents.id })
    .returning({ id: serviceEvents.id });
  if (inserted.length > 0) return true;
  await db.orm
    .update(serviceEvents)
    .set({ duplicates: sql`${serviceEvents.duplicates} + 1` })
    .where(eq(serviceEvents.id, delivery.id));
  return false;
}

const claimable = (t: StoreTables["serviceEvents"], now: Date) =>
  and(
    eq(t.state, "pending"),
    or(isNull(t.claimedAt), lt(t.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS).toISOString())),
  );

/** Ids of events waiting to be processed, oldest first. */
export async function pendingServiceEvents(db: ConsoleDb, limit = 50, now = new Date()): Promise<string[]> {
  const { serviceEvents: t } = db.tables;
  const rows = await db.orm
    .select({ id: t.id })
    .from(t)
    .where(claimable(t, now))
    .orderBy(asc(t.receivedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Claims one event for `worker`: the row, or null when it is processed or another worker holds it. */
export async function claimServiceEvent(
  db: ConsoleDb,
  id: string,
  worker: string,
  now = new Date(),
): Promise<ServiceEventRow | null> {
  const { serviceEvents: t } = db.tables;
  const [row] = await db.orm
    .update(t)
    .set({ claimedBy: worker, claimedAt: now.toISOString(), attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.id, id), claimable(t, now)))
    .returning();
  return row ?? null;
}

/** Marks a claimed event done; only its claimant can, so a worker that lost its claim changes nothing. */
export async function settleServiceEvent(
  db: ConsoleDb,
  row: Pick<ServiceEventRow, "id" | "attempts">,
  worker: string,
  outcome: { ok: true } | { ok: false; error: string },
  now = new Date(),
): Promise<void> {
  const { serviceEvents: t } = db.tables;
  const at = now.toISOString();
  const set = outcome.ok
    ? { state: "processed", processedAt: at, claimedBy: null, error: null }
    : // Left pending with its claim time: retried once the claim is stale, failed after the last try.
      {
        state: row.attempts >= MAX_ATTEMPTS ? "failed" : "pending",
        claimedBy: null,
        claimedAt: at,
        error: outcome.error,
      };
  await db.orm
    .update(t)
    .set(set)
    .where(and(eq(t.id, row.id), eq(t.claimedBy, worker)));
}
