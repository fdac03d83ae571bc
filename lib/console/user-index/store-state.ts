import { and, eq, lt, or, sql } from "drizzle-orm";
import type { ConsoleDb, StoreTables } from "@/lib/console/store/db";

/**
 * The background indexer's one state row: a lease, so that one instance of a deployment walks the
 * user list while the others wait, and the pass's cursor and counts, so that a restart resumes
 * where the last holder stopped. Every progress write renews the lease and is conditional on still
 * holding it, so an instance that stalled past its lease cannot overwrite its successor's cursor.
 */

const INDEXER = "indexer";

/**
 * Long enough for a holder to renew between two service calls at the slowest rate the setting
 * allows; short enough that a crashed holder's deployment resumes indexing within a minute or two.
 */
export const INDEXER_LEASE_SECONDS = 90;

export type IndexerProgress = StoreTables["userIndexState"]["$inferSelect"];

const leaseEnd = (now: Date) => new Date(now.getTime() + INDEXER_LEASE_SECONDS * 1000).toISOString();

/** Takes or renews the lease for `holder` unless another holder's lease still runs. */
export async function claimIndexerLease(db: ConsoleDb, holder: string, now = new Date()): Promise<boolean> {
  const { userIndexState: s } = db.tables;
  const taken = await db.orm
    .insert(s)
    .values({ id: INDEXER, holder, leaseExpiresAt: leaseEnd(now), updatedAt: now.toISOString() })
    .onConflictDoUpdate({
      target: s.id,
      // The cursor stays: a new holder continues the pass its predecessor left.
      set: { holder, leaseExpiresAt: leaseEnd(now), updatedAt: now.toISOString() },
      setWhere: or(lt(s.leaseExpiresAt, now.toISOString()), eq(s.holder, holder)),
    })
    .returning({ holder: s.holder });
  return taken[0]?.holder === holder;
}

export type ProgressChange = Partial<
  Pick<IndexerProgress, "cursor" | "passStartedAt" | "serviceTotal" | "lastPassCompletedAt" | "lastPassUsers">
> & {
  /** Service calls made since the last write, added to the pass's count. */
  addCalls?: number;
  /** Closes the pass: its calls become the last pass's, and the next pass starts from zero. */
  completePass?: boolean;
};

/** Writes progress and renews the lease; false when `holder` no longer holds it. */
export async function saveIndexerProgress(
  db: ConsoleDb,
  holder: string,
  change: ProgressChange,
  now = new Date(),
): Promise<boolean> {
  const { userIndexState: s } = db.tables;
  const { addCalls = 0, completePass = false, ...fields } = change;
  const calls = sql`${s.passCalls} + ${addCalls}`;
  const saved = await db.orm
    .update(s)
    .set({
      ...fields,
      ...(completePass ? { lastPassCalls: calls, passCalls: 0 } : { passCalls: calls }),
      leaseExpiresAt: leaseEnd(now),
      updatedAt: now.toISOString(),
    })
    .where(and(eq(s.id, INDEXER), eq(s.holder, holder)))
    .returning({ holder: s.holder });
  return saved.length > 0;
}

/** Lets another instance take over at once, for a clean shutdown. */
export async function releaseIndexerLease(db: ConsoleDb, holder: string, now = new Date()): Promise<void> {
  const { userIndexState: s } = db.tables;
  await db.orm
    .update(s)
    .set({ leaseExpiresAt: new Date(0).toISOString(), updatedAt: now.toISOString() })
    .where(and(eq(s.id, INDEXER), eq(s.holder, holder)));
}

/** The indexer's state for the settings page and search freshness; null before it ever ran. */
export async function indexerProgress(db: ConsoleDb): Promise<IndexerProgress | null> {
  const { userIndexState: s } = db.tables;
  const [row] = await db.orm.select().from(s).where(eq(s.id, INDEXER)).limit(1);
  return row ?? null;
}
