import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { ConsoleDb } from "./db";

/**
 * The results intake's backlog (schema: result_intake): per order, the newest state that said its
 * results are in, and the state the console last read them for. A signal is one conditional
 * upsert (only a newer state moves it), a read done is one conditional update, so events, passes
 * and instances can note and take in the same order in any order.
 */
export type ResultSignal = { orderId: string; userId: string | null; signal: "final" | "partial"; at: string };

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Rows a statement writes at most: a full pass may note thousands of orders, past either dialect's parameter limit. */
const BATCH = 500;

function* inBatches<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

const intakeRow = (s: ResultSignal, updatedAt: string) => ({
  orderId: s.orderId,
  userId: s.userId,
  signal: s.signal,
  signalAt: s.at,
  updatedAt,
});

/** Notes that these orders' results are in, as of their state's time. */
export async function noteResultSignals(db: ConsoleDb, signals: ResultSignal[], now = new Date()): Promise<void> {
  const t = db.tables.resultIntake;
  const updatedAt = now.toISOString();
  for (const batch of inBatches(signals))
    await db.orm
      .insert(t)
      .values(batch.map((s) => intakeRow(s, updatedAt)))
      .onConflictDoUpdate({
        target: t.orderId,
        set: {
          signal: excluded("signal"),
          signalAt: excluded("signal_at"),
          userId: sql`coalesce(${excluded("user_id")}, ${t.userId})`,
          updatedAt,
        },
        setWhere: sql`${excluded("signal_at")} > ${t.signalAt}`,
      });
}

/**
 * Notes these orders' results as already in the console, without a read: the state a console
 * finds on its very first catch-up is where its queue starts. Orders noted before (by an event)
 * are left as they are.
 */
export async function noteResultsBaseline(db: ConsoleDb, signals: ResultSignal[], now = new Date()): Promise<void> {
  const t = db.tables.resultIntake;
  const updatedAt = now.toISOString();
  for (const batch of inBatches(signals))
    await db.orm
      .insert(t)
      .values(batch.map((s) => ({ ...intakeRow(s, updatedAt), takenSignalAt: s.at })))
      .onConflictDoNothing({ target: t.orderId });
}

export type DueIntake = { orderId: string; userId: string | null; signalAt: string };

/** Orders whose results were said to be in and not read since, oldest signal first. */
export async function resultIntakesDue(db: ConsoleDb, limit: number, orderIds?: string[]): Promise<DueIntake[]> {
  const t = db.tables.resultIntake;
  const due = or(isNull(t.takenSignalAt), lt(t.takenSignalAt, t.signalAt));
  const only = orderIds
    ? sql`${t.orderId} IN (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : undefined;
  if (orderIds?.length === 0) return [];
  return db.orm
    .select({ orderId: t.orderId, userId: t.userId, signalAt: t.signalAt })
    .from(t)
    .where(only ? and(due, only) : due)
    .orderBy(asc(t.signalAt))
    .limit(limit);
}

/** Notes a completed read (results found or not) as answering the signal of `signalAt`. */
export async function markResultsTaken(db: ConsoleDb, orderId: string, signalAt: string, now = new Date()) {
  const t = db.tables.resultIntake;
  await db.orm
    .update(t)
    .set({ takenSignalAt: signalAt, attempts: 0, updatedAt: now.toISOString() })
    .where(and(eq(t.orderId, orderId), or(isNull(t.takenSignalAt), lt(t.takenSignalAt, signalAt))));
}

/** Counts a failed read: the backlog keeps the order, and a later pass tries again. */
export async function noteIntakeFailure(db: ConsoleDb, orderId: string, now = new Date()) {
  const t = db.tables.resultIntake;
  await db.orm
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1`, updatedAt: now.toISOString() })
    .where(eq(t.orderId, orderId));
}
