import { eq, inArray, sql } from "drizzle-orm";
import { normaliseName } from "@/lib/console/user-index/normalise";
import type { ConsoleDb } from "@/lib/console/store/db";

/**
 * Writes to the console's user index: the ids, creation time and providers of a user as the
 * service lists it, and the names from its patient details. Reads go through store-search.ts.
 */

export type IndexedUserInput = {
  userId: string;
  clientUserId: string;
  createdOn: string;
  providers: readonly string[];
  /** A hash of the listed user; null when only part of it is known (just created). */
  fingerprint: string | null;
};

export type IndexedDetailsInput = { firstName: string; lastName: string } | null;

/** Statements stay well under either dialect's limit on bound parameters. */
const ROWS_PER_STATEMENT = 500;

/** ",fitbit,oura,": a provider filter is one LIKE '%,slug,%' on either dialect. */
export const providerList = (providers: readonly string[]) =>
  providers.length === 0 ? "" : `,${[...new Set(providers)].sort().join(",")},`;

export const providersOf = (list: string) => list.split(",").filter(Boolean);

const iso = (value: string | Date) => new Date(value).toISOString();

/** The index columns that come from a user as the service lists it. */
export const listedColumns = (u: IndexedUserInput, now: Date) => ({
  userId: u.userId,
  clientUserId: u.clientUserId,
  createdOn: iso(u.createdOn),
  providers: providerList(u.providers),
  userFingerprint: u.fingerprint,
  indexedAt: now.toISOString(),
});

/**
 * Adds or refreshes users. A user whose fingerprint moved has its details marked unchecked, so
 * the indexer reads them again even when a page view, not the indexer, noticed the change first.
 */
export async function upsertIndexedUsers(db: ConsoleDb, users: readonly IndexedUserInput[], now = new Date()) {
  const { userIndex } = db.tables;
  for (let i = 0; i < users.length; i += ROWS_PER_STATEMENT) {
    const rows = users.slice(i, i + ROWS_PER_STATEMENT).map((u) => listedColumns(u, now));
    await db.orm
      .insert(userIndex)
      .values(rows)
      .onConflictDoUpdate({
        target: userIndex.userId,
        set: {
          clientUserId: sql`excluded.client_user_id`,
          createdOn: sql`excluded.created_on`,
          providers: sql`excluded.providers`,
          userFingerprint: sql`excluded.user_fingerprint`,
          indexedAt: sql`excluded.indexed_at`,
          // A user whose listing changed may have changed details too: the indexer reads them again.
          detailsCheckedAt: sql`NULL`,
        },
        // Every users-list page passes its rows through here: a row that did not change is not
        // rewritten, which spares the write and the search index's triggers on most page views.
        // A null fingerprint (a user just created here) always asks for a full read.
        setWhere: sql`${userIndex.userFingerprint} IS DISTINCT FROM excluded.user_fingerprint OR excluded.user_fingerprint IS NULL`,
      });
  }
}

/** The index columns that come from a user's patient details, as just read at `now`. */
export function detailsColumns(details: IndexedDetailsInput, now: Date) {
  const first = details ? normaliseName(details.firstName) : null;
  const last = details ? normaliseName(details.lastName) : null;
  return {
    hasDetails: details !== null,
    firstName: details?.firstName ?? null,
    lastName: details?.lastName ?? null,
    firstNameNorm: first,
    lastNameNorm: last,
    nameNorm: details ? `${first} ${last}`.trim() : null,
    detailsCheckedAt: now.toISOString(),
    indexedAt: now.toISOString(),
  };
}

/**
 * Records a user's patient details as just read or saved (null: the user has none). Only a user
 * already in the index is updated: its ids come from the user list, not from the details.
 */
export async function recordIndexedDetails(
  db: ConsoleDb,
  userId: string,
  details: IndexedDetailsInput,
  now = new Date(),
): Promise<boolean> {
  const { userIndex } = db.tables;
  const updated = await db.orm
    .update(userIndex)
    .set(detailsColumns(details, now))
    .where(eq(userIndex.userId, userId))
    .returning({ userId: userIndex.userId });
  return updated.length > 0;
}

/** What the indexer needs to decide whether a user's details must be read again. */
export async function indexedUserStates(
  db: ConsoleDb,
  userIds: readonly string[],
): Promise<Map<string, { fingerprint: string | null; detailsCheckedAt: string | null }>> {
  const { userIndex } = db.tables;
  if (userIds.length === 0) return new Map();
  const rows = await db.orm
    .select({
      userId: userIndex.userId,
      fingerprint: userIndex.userFingerprint,
      detailsCheckedAt: userIndex.detailsCheckedAt,
    })
    .from(userIndex)
    .where(inArray(userIndex.userId, [...userIds]));
  return new Map(rows.map((r) => [r.userId, { fingerprint: r.fingerprint, detailsCheckedAt: r.detailsCheckedAt }]));
}

/** Rows in the index, for the indexer's progress and the benchmark. */
export async function countIndexedUsers(db: ConsoleDb): Promise<number> {
  const { userIndex } = db.tables;
  const [row] = await db.orm.select({ n: sql<number>`count(*)` }).from(userIndex);
  return Number(row?.n ?? 0);
}
