import { and, count, desc, eq, gte, max, sql, sum } from "drizzle-orm";
import type { ConsoleDb } from "./db";
import type { ServiceEventRow } from "./service-events";

/**
 * What the events page reads: how many deliveries arrived and how they fared, the newest of each
 * event type, the latest deliveries and failures, and the refused deliveries counted per hour.
 */
export type DeliveryCounts = {
  received: number;
  receivedSince: number;
  processed: number;
  pending: number;
  failed: number;
  duplicates: number;
};

export type EventListRow = Pick<
  ServiceEventRow,
  | "id"
  | "eventType"
  | "receivedAt"
  | "occurredAt"
  | "orderId"
  | "state"
  | "attempts"
  | "error"
  | "duplicates"
  | "summary"
>;

const listColumns = (db: ConsoleDb) => {
  const t = db.tables.serviceEvents;
  return {
    id: t.id,
    eventType: t.eventType,
    receivedAt: t.receivedAt,
    occurredAt: t.occurredAt,
    orderId: t.orderId,
    state: t.state,
    attempts: t.attempts,
    error: t.error,
    duplicates: t.duplicates,
    summary: t.summary,
  };
};

export async function deliveryCounts(db: ConsoleDb, since: Date): Promise<DeliveryCounts> {
  const t = db.tables.serviceEvents;
  const [byState, [recent], [dupes]] = await Promise.all([
    db.orm.select({ state: t.state, n: count() }).from(t).groupBy(t.state),
    db.orm.select({ n: count() }).from(t).where(gte(t.receivedAt, since.toISOString())),
    db.orm.select({ n: sum(t.duplicates) }).from(t),
  ]);
  const of = (state: string) => Number(byState.find((r) => r.state === state)?.n ?? 0);
  return {
    received: byState.reduce((total, r) => total + Number(r.n), 0),
    receivedSince: Number(recent?.n ?? 0),
    processed: of("processed"),
    pending: of("pending"),
    failed: of("failed"),
    duplicates: Number(dupes?.n ?? 0),
  };
}

/** The newest delivery of each event type, newest type first. */
export async function lastEventPerType(db: ConsoleDb): Promise<EventListRow[]> {
  const t = db.tables.serviceEvents;
  const newest = await db.orm
    .select({ eventType: t.eventType, at: max(t.receivedAt) })
    .from(t)
    .groupBy(t.eventType);
  const rows = await Promise.all(
    newest.map(async ({ eventType, at }) => {
      const [row] = await db.orm
        .select(listColumns(db))
        .from(t)
        .where(and(eq(t.eventType, eventType), eq(t.receivedAt, at ?? "")))
        .limit(1);
      return row;
    }),
  );
  return rows
    .filter((r): r is EventListRow => r !== undefined)
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

export async function recentDeliveries(db: ConsoleDb, limit = 20): Promise<EventListRow[]> {
  const t = db.tables.serviceEvents;
  return db.orm.select(listColumns(db)).from(t).orderBy(desc(t.receivedAt), desc(t.id)).limit(limit);
}

/** Events whose processing failed (for good, or so far: pending with an error), newest first. */
export async function failedEvents(db: ConsoleDb, limit = 20): Promise<EventListRow[]> {
  const t = db.tables.serviceEvents;
  return db.orm
    .select(listColumns(db))
    .from(t)
    .where(sql`${t.error} IS NOT NULL AND ${t.state} <> 'processed'`)
    .orderBy(desc(t.receivedAt))
    .limit(limit);
}
