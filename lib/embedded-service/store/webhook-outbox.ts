import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { LabEvent } from "@/lib/contract/service-events";
import type { ServiceDb } from "../db/client";
import { webhookEndpoints, webhookOutbox } from "../db/schema";

/**
 * The service's webhook subscriptions and its outbox. An event is written to the outbox in the
 * transaction of the change it tells of, and only for a team that has an endpoint; the webhook
 * sender (jobs/webhook-sender.ts) delivers it, retrying with backoff.
 */
export type OutboxRow = typeof webhookOutbox.$inferSelect;
type Reader = Pick<ServiceDb, "select">;
type Writer = Pick<ServiceDb, "select" | "insert">;

/**
 * When each attempt after the first is made, counted from the one before: Svix's published
 * schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), so the embedded service retries as the
 * real one does. After the last the delivery is given up.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
/** A claim older than this belongs to a sender that died mid-attempt; its delivery is due again. */
export const STALE_SEND_MS = 60_000;

export function setWebhookEndpoint(db: ServiceDb, teamId: string, url: string, secret: string, now = new Date()) {
  db.insert(webhookEndpoints)
    .values({ teamId, url, secret, createdAt: now.toISOString() })
    .onConflictDoUpdate({ target: webhookEndpoints.teamId, set: { url, secret } })
    .run();
}

export function removeWebhookEndpoint(db: ServiceDb, teamId: string) {
  db.delete(webhookEndpoints).where(eq(webhookEndpoints.teamId, teamId)).run();
}

export function webhookEndpointOf(db: Reader, teamId: string) {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.teamId, teamId)).get();
}

/** Svix's message ids look like `msg_` and 27 characters; any unique string does. */
const messageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/** Queues one event for the team's endpoint, due at once. */
export function enqueueEvent(tx: Writer, teamId: string, event: LabEvent, orderId: string | null, at: string) {
  tx.insert(webhookOutbox)
    .values({
      id: messageId(),
      teamId,
      eventType: event.event_type,
      orderId,
      payload: JSON.stringify(event),
      createdAt: at,
      nextAttemptAt: at,
    })
    .run();
}

/** Claims up to `limit` due deliveries for `sender`, each with one conditional update. */
export function claimDueDeliveries(db: ServiceDb, sender: string, now: Date, limit = 20): OutboxRow[] {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - STALE_SEND_MS).toISOString();
  const due = and(
    lte(webhookOutbox.nextAttemptAt, at),
    or(isNull(webhookOutbox.claimedAt), lt(webhookOutbox.claimedAt, stale)),
  );
  const candidates = db
    .select({ seq: webhookOutbox.seq })
    .from(webhookOutbox)
    .where(due)
    .orderBy(asc(webhookOutbox.nextAttemptAt), asc(webhookOutbox.seq))
    .limit(limit)
    .all();
  return candidates.flatMap(({ seq }) =>
    db
      .update(webhookOutbox)
      .set({ claimedBy: sender, claimedAt: at })
      .where(and(eq(webhookOutbox.seq, seq), due))
      .returning()
      .all(),
  );
}

/** Records one attempt's outcome: delivered, due again after the next delay, or given up. */
export function recordAttempt(
  db: ServiceDb,
  row: Pick<OutboxRow, "seq" | "attempts">,
  sender: string,
  outcome: { ok: boolean; status: number | null; error: string | null },
  now: Date,
) {
  const attempts = row.attempts + 1;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  const at = now.toISOString();
  const next = outcome.ok || delay === undefined ? null : new Date(now.getTime() + delay).toISOString();
  db.update(webhookOutbox)
    .set({
      attempts,
      lastStatus: outcome.status,
      lastError: outcome.ok ? null : outcome.error,
      nextAttemptAt: next,
      deliveredAt: outcome.ok ? at : null,
      failedAt: !outcome.ok && next === null ? at : null,
      claimedBy: null,
      claimedAt: null,
    })
    .where(and(eq(webhookOutbox.seq, row.seq), eq(webhookOutbox.claimedBy, sender)))
    .run();
}

/** Deliveries of one order, newest first (for tests and the service CLI). */
export function outboxOfOrder(db: Reader, orderId: string) {
  return db
    .select()
    .from(webhookOutbox)
    .where(eq(webhookOutbox.orderId, orderId))
    .orderBy(sql`${webhookOutbox.seq} desc`)
    .all();
}
