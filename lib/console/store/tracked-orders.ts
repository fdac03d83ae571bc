import { asc, eq, inArray } from "drizzle-orm";
import type { ConsoleDb } from "./db";
import { trackedOrders } from "./schema";

/**
 * The orders the appointments board follows on top of the service's order list: booked here or
 * added by id. Tracking works even against a service that cannot list orders.
 */
export type TrackedOrder = typeof trackedOrders.$inferSelect;

/** The board reads at most this many; a console tracking more should page the board instead. */
export const MAX_TRACKED_ORDERS = 500;

export const listTrackedOrders = (db: ConsoleDb, limit = MAX_TRACKED_ORDERS): TrackedOrder[] =>
  db.select().from(trackedOrders).orderBy(asc(trackedOrders.addedAt)).limit(limit).all();

export const findTrackedOrder = (db: ConsoleDb, orderId: string): TrackedOrder | undefined =>
  db.select().from(trackedOrders).where(eq(trackedOrders.orderId, orderId)).get();

/**
 * Starts tracking an order (again adding is a no-op that keeps who added it first). A booking key
 * is recorded, or replaced, so a retried submit of the same form finds its own booking.
 */
export function trackOrder(
  db: ConsoleDb,
  input: { orderId: string; userId: string; staffId: string | null; bookingKey?: string | null },
  now = new Date(),
): TrackedOrder {
  const row = { orderId: input.orderId, userId: input.userId, addedByStaffId: input.staffId, addedAt: now.toISOString(), bookingKey: input.bookingKey ?? null };
  const insert = db.insert(trackedOrders).values(row);
  if (input.bookingKey) insert.onConflictDoUpdate({ target: trackedOrders.orderId, set: { bookingKey: input.bookingKey } }).run();
  else insert.onConflictDoNothing().run();
  return findTrackedOrder(db, input.orderId)!;
}

export const untrackOrder = (db: ConsoleDb, orderId: string): boolean =>
  db.delete(trackedOrders).where(eq(trackedOrders.orderId, orderId)).run().changes > 0;

/** What the board last showed per tracked order, for "changed since the last look" across reloads. */
export function lastSeenOf(db: ConsoleDb, orderIds: string[]): Map<string, Pick<TrackedOrder, "lastStatus" | "lastEventStatus">> {
  if (orderIds.length === 0) return new Map();
  const rows = db
    .select({ orderId: trackedOrders.orderId, lastStatus: trackedOrders.lastStatus, lastEventStatus: trackedOrders.lastEventStatus })
    .from(trackedOrders)
    .where(inArray(trackedOrders.orderId, orderIds))
    .all();
  return new Map(rows.map((r) => [r.orderId, { lastStatus: r.lastStatus, lastEventStatus: r.lastEventStatus }]));
}

/** Records what the board just showed; only rows whose values moved are written. */
export function noteSeen(db: ConsoleDb, seen: { orderId: string; status: string | null; eventStatus: string | null }[], now = new Date()) {
  const previous = lastSeenOf(db, seen.map((s) => s.orderId));
  db.transaction((tx) => {
    for (const s of seen) {
      const before = previous.get(s.orderId);
      if (!before || (before.lastStatus === s.status && before.lastEventStatus === s.eventStatus)) continue;
      tx.update(trackedOrders)
        .set({ lastStatus: s.status, lastEventStatus: s.eventStatus, lastSeenAt: now.toISOString() })
        .where(eq(trackedOrders.orderId, s.orderId))
        .run();
    }
  });
}
