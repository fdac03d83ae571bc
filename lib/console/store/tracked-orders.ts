import { asc, eq, inArray } from "drizzle-orm";
import type { ConsoleDb } from "./db";
import { trackedOrders } from "./schema";

/**
 * The orders the appointments board follows on top of the service's order list: booked here or
 * added by id. Tracking works even against a service that cannot list orders.
 */
export type TrackedOrder = typeof trackedOrders.$inferSelect;
type LastSeen = Pick<TrackedOrder, "lastStatus" | "lastEventStatus">;

/** The board reads at most this many; a console tracking more should page the board instead. */
export const MAX_TRACKED_ORDERS = 500;

export async function listTrackedOrders(db: ConsoleDb, limit = MAX_TRACKED_ORDERS): Promise<TrackedOrder[]> {
  return db.select().from(trackedOrders).orderBy(asc(trackedOrders.addedAt)).limit(limit);
}

export async function findTrackedOrder(db: ConsoleDb, orderId: string): Promise<TrackedOrder | undefined> {
  const [row] = await db.select().from(trackedOrders).where(eq(trackedOrders.orderId, orderId)).limit(1);
  return row;
}

/**
 * Starts tracking an order (again adding is a no-op that keeps who added it first). A booking key
 * is recorded, or replaced, so a retried submit of the same form finds its own booking. One
 * statement both writes and returns the row, so an untrack running at the same moment cannot
 * leave this without one; without a key the conflict "update" rewrites the id with itself.
 */
export async function trackOrder(
  db: ConsoleDb,
  input: { orderId: string; userId: string; staffId: string | null; bookingKey?: string | null },
  now = new Date(),
): Promise<TrackedOrder> {
  const row = {
    orderId: input.orderId,
    userId: input.userId,
    addedByStaffId: input.staffId,
    addedAt: now.toISOString(),
    bookingKey: input.bookingKey ?? null,
  };
  const set = input.bookingKey ? { bookingKey: input.bookingKey } : { orderId: input.orderId };
  const [tracked] = await db
    .insert(trackedOrders)
    .values(row)
    .onConflictDoUpdate({ target: trackedOrders.orderId, set })
    .returning();
  return tracked!;
}

export async function untrackOrder(db: ConsoleDb, orderId: string): Promise<boolean> {
  const removed = await db
    .delete(trackedOrders)
    .where(eq(trackedOrders.orderId, orderId))
    .returning({ orderId: trackedOrders.orderId });
  return removed.length > 0;
}

function lastSeenQuery(db: Pick<ConsoleDb, "select">, orderIds: string[]) {
  return db
    .select({
      orderId: trackedOrders.orderId,
      lastStatus: trackedOrders.lastStatus,
      lastEventStatus: trackedOrders.lastEventStatus,
    })
    .from(trackedOrders)
    .where(inArray(trackedOrders.orderId, orderIds));
}

const toLastSeenMap = (rows: ({ orderId: string } & LastSeen)[]) =>
  new Map<string, LastSeen>(
    rows.map((r) => [r.orderId, { lastStatus: r.lastStatus, lastEventStatus: r.lastEventStatus }]),
  );

/** What the board last showed per tracked order, for "changed since the last look" across reloads. */
export async function lastSeenOf(db: ConsoleDb, orderIds: string[]): Promise<Map<string, LastSeen>> {
  if (orderIds.length === 0) return new Map();
  return toLastSeenMap(await lastSeenQuery(db, orderIds));
}

/**
 * Records what the board just showed; only rows whose values moved are written. The read and the
 * writes run in one synchronous transaction, so two boards noting at once never interleave
 * between them: the async signature is only the outside of it.
 */
export async function noteSeen(
  db: ConsoleDb,
  seen: { orderId: string; status: string | null; eventStatus: string | null }[],
  now = new Date(),
): Promise<void> {
  if (seen.length === 0) return;
  db.transaction((tx) => {
    const previous = toLastSeenMap(
      lastSeenQuery(
        tx,
        seen.map((s) => s.orderId),
      ).all(),
    );
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
