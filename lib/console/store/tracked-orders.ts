import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { oncePerHandle } from "@/lib/once-per-handle";
import type { ConsoleDb, StoreTables } from "./db";

/**
 * The orders the appointments board follows on top of the service's order list: booked here or
 * added by id. Tracking works even against a service that cannot list orders.
 */
export type TrackedOrder = StoreTables["trackedOrders"]["$inferSelect"];
type LastSeen = Pick<TrackedOrder, "lastStatus" | "lastEventStatus">;

/** The board reads at most this many; a console tracking more should page the board instead. */
export const MAX_TRACKED_ORDERS = 500;

// Every board view reads it: prepared once per store handle.
const trackedList = oncePerHandle((db: ConsoleDb) => {
  const { trackedOrders } = db.tables;
  return db.orm
    .select()
    .from(trackedOrders)
    .orderBy(asc(trackedOrders.addedAt))
    .limit(sql.placeholder("limit"))
    .prepare("labdesk_tracked_orders");
});

export async function listTrackedOrders(db: ConsoleDb, limit = MAX_TRACKED_ORDERS): Promise<TrackedOrder[]> {
  return trackedList(db).execute({ limit });
}

export async function findTrackedOrder(db: ConsoleDb, orderId: string): Promise<TrackedOrder | undefined> {
  const { trackedOrders } = db.tables;
  const [row] = await db.orm.select().from(trackedOrders).where(eq(trackedOrders.orderId, orderId)).limit(1);
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
  const { trackedOrders } = db.tables;
  const row = {
    orderId: input.orderId,
    userId: input.userId,
    addedByStaffId: input.staffId,
    addedAt: now.toISOString(),
    bookingKey: input.bookingKey ?? null,
  };
  const set = input.bookingKey ? { bookingKey: input.bookingKey } : { orderId: input.orderId };
  const [tracked] = await db.orm
    .insert(trackedOrders)
    .values(row)
    .onConflictDoUpdate({ target: trackedOrders.orderId, set })
    .returning();
  return tracked!;
}

const toLastSeenMap = (rows: ({ orderId: string } & LastSeen)[]) =>
  new Map<string, LastSeen>(
    rows.map((r) => [r.orderId, { lastStatus: r.lastStatus, lastEventStatus: r.lastEventStatus }]),
  );

/** What the board last showed per tracked order, for "changed since the last look" across reloads. */
export async function lastSeenOf(db: ConsoleDb, orderIds: string[]): Promise<Map<string, LastSeen>> {
  const { trackedOrders } = db.tables;
  if (orderIds.length === 0) return new Map();
  const rows = await db.orm
    .select({
      orderId: trackedOrders.orderId,
      lastStatus: trackedOrders.lastStatus,
      lastEventStatus: trackedOrders.lastEventStatus,
    })
    .from(trackedOrders)
    .where(inArray(trackedOrders.orderId, orderIds));
  return toLastSeenMap(rows);
}

/**
 * Records what the board just showed; only rows whose values moved are written. Each write is
 * conditional on the values it read, so when two boards note at once on different instances, a
 * row another board has just moved is left as that board wrote it.
 */
export async function noteSeen(
  db: ConsoleDb,
  seen: { orderId: string; status: string | null; eventStatus: string | null }[],
  now = new Date(),
  /** What the caller already read of these rows (listTrackedOrders, lastSeenOf): not read again. */
  known?: ReadonlyMap<string, LastSeen>,
): Promise<void> {
  const { trackedOrders } = db.tables;
  const previous =
    known ??
    (await lastSeenOf(
      db,
      seen.map((s) => s.orderId),
    ));
  const moved = seen.filter((s) => {
    const before = previous.get(s.orderId);
    return before && (before.lastStatus !== s.status || before.lastEventStatus !== s.eventStatus);
  });
  await Promise.all(
    moved.map((s) => {
      const before = previous.get(s.orderId)!;
      return db.orm
        .update(trackedOrders)
        .set({ lastStatus: s.status, lastEventStatus: s.eventStatus, lastSeenAt: now.toISOString() })
        .where(
          and(
            eq(trackedOrders.orderId, s.orderId),
            sql`${trackedOrders.lastStatus} IS NOT DISTINCT FROM ${before.lastStatus}`,
            sql`${trackedOrders.lastEventStatus} IS NOT DISTINCT FROM ${before.lastEventStatus}`,
          ),
        );
    }),
  );
}
