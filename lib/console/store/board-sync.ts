import { and, eq, lt, or, isNull, sql } from "drizzle-orm";
import { oncePerHandle } from "@/lib/once-per-handle";
import type { ConsoleDb, StoreTables } from "./db";

/**
 * The board projection's reconciliation state (schema: board_sync), one row. A pass first takes
 * the lease with one conditional upsert, so one instance of a deployment walks the service at a
 * time; every later write is conditional on still holding it, so an instance that stalled past
 * its lease cannot record a pass its successor is running. The freshness the board shows is read
 * from the same row.
 */
export type BoardSyncState = StoreTables["boardSync"]["$inferSelect"];

const BOARD = "board";

/** Long enough for a slow page of the service between two renewals; short enough that a crashed holder's deployment catches up within minutes. */
export const BOARD_SYNC_LEASE_SECONDS = 120;

const leaseEnd = (now: Date) => new Date(now.getTime() + BOARD_SYNC_LEASE_SECONDS * 1000).toISOString();

/** Takes the lease for `holder` and marks a pass started, unless another holder's lease still runs. */
export async function claimBoardSync(db: ConsoleDb, holder: string, now = new Date()): Promise<boolean> {
  const s = db.tables.boardSync;
  const at = now.toISOString();
  const taken = await db.orm
    .insert(s)
    .values({ id: BOARD, holder, leaseExpiresAt: leaseEnd(now), passStartedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: s.id,
      set: { holder, leaseExpiresAt: leaseEnd(now), passStartedAt: at, updatedAt: at },
      setWhere: or(isNull(s.leaseExpiresAt), lt(s.leaseExpiresAt, at), eq(s.holder, holder)),
    })
    .returning({ holder: s.holder });
  return taken[0]?.holder === holder;
}

const held = (s: StoreTables["boardSync"], holder: string) => and(eq(s.id, BOARD), eq(s.holder, holder));

/** Renews the lease between two service calls; false once another holder has it. */
export async function renewBoardSync(db: ConsoleDb, holder: string, now = new Date()): Promise<boolean> {
  const s = db.tables.boardSync;
  const renewed = await db.orm
    .update(s)
    .set({ leaseExpiresAt: leaseEnd(now), updatedAt: now.toISOString() })
    .where(held(s, holder))
    .returning({ holder: s.holder });
  return renewed.length > 0;
}

/**
 * Ends a pass and lets the lease go: a completed one moves `syncedAt` (and `fullSyncedAt` for a
 * full walk) to the pass's start and clears the last failure; a failed one records why.
 */
export async function finishBoardSync(
  db: ConsoleDb,
  holder: string,
  outcome:
    | { ok: true; startedAt: string; full: boolean; orders: number; calls: number }
    | { ok: false; message: string; requestId: string | null },
  now = new Date(),
): Promise<boolean> {
  const s = db.tables.boardSync;
  const at = now.toISOString();
  const common = { holder: null, leaseExpiresAt: null, passStartedAt: null, updatedAt: at };
  const set = outcome.ok
    ? {
        ...common,
        syncedAt: outcome.startedAt,
        ...(outcome.full ? { fullSyncedAt: outcome.startedAt } : {}),
        lastPassOrders: outcome.orders,
        lastPassCalls: outcome.calls,
        lastError: null,
        lastErrorRequestId: null,
        lastErrorAt: null,
      }
    : { ...common, lastError: outcome.message, lastErrorRequestId: outcome.requestId, lastErrorAt: at };
  const done = await db.orm.update(s).set(set).where(held(s, holder)).returning({ id: s.id });
  return done.length > 0;
}

/** Records that an event changed the projection just now (the board's freshness counts it). */
export async function noteBoardEvents(db: ConsoleDb, now = new Date()): Promise<void> {
  const s = db.tables.boardSync;
  const at = now.toISOString();
  await db.orm
    .insert(s)
    .values({ id: BOARD, eventsAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: s.id,
      set: { eventsAt: at },
      setWhere: sql`${s.eventsAt} IS NULL OR ${s.eventsAt} < ${at}`,
    });
}

// Read by every board view and every open board's heartbeat: prepared once per store handle.
const stateQuery = oncePerHandle((db: ConsoleDb) => {
  const s = db.tables.boardSync;
  return db.orm.select().from(s).where(eq(s.id, BOARD)).limit(1).prepare("labdesk_board_sync_state");
});

/** The state row, or null before any pass or event. */
export async function boardSyncState(db: ConsoleDb): Promise<BoardSyncState | null> {
  const [row] = await stateQuery(db).execute();
  return row ?? null;
}
