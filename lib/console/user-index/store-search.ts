import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import type { ConsoleDb } from "@/lib/console/store/db";
import { providersOf } from "@/lib/console/user-index/store";
import {
  filterConditions,
  matchCondition,
  type MatchForm,
  type UserIndexFilters,
} from "@/lib/console/user-index/store-match";
import { indexerProgress } from "@/lib/console/user-index/store-state";

/**
 * Searching the user index (what matches is in store-match.ts), a page at a time in one of
 * a few orders, with a count of the matches up to a cap. Every search reads a bounded number of
 * rows, or asks the substring indexes about rare matches only, so that a broad query ("mbr_",
 * one letter, a common surname) costs about as much as a narrow one at 100,000 users.
 */

export type { UserIndexFilters };

export const USER_INDEX_SORTS = [
  "created_desc",
  "created_asc",
  "client_user_id",
  "client_user_id_desc",
  "last_name",
  "last_name_desc",
] as const;
export type UserIndexSort = (typeof USER_INDEX_SORTS)[number];

export type UserIndexQuery = {
  query?: string;
  /** May the caller see patient names? Without it names neither match nor come back. */
  namesAllowed: boolean;
  filters?: UserIndexFilters;
  sort?: UserIndexSort;
  offset?: number;
  limit?: number;
};

export type IndexedUserRow = {
  userId: string;
  clientUserId: string;
  createdOn: string;
  providers: string[];
  hasDetails: boolean;
  /** Present only for callers allowed to see names; null when the user has no details. */
  firstName?: string | null;
  lastName?: string | null;
};

export type UserIndexResult = {
  rows: IndexedUserRow[];
  /** Matches counted up to COUNT_CAP; with `totalCapped` there are more than that. */
  total: number;
  totalCapped: boolean;
  /** When the background indexer last finished a whole pass over the user list (null: never). */
  lastCompletePassAt: string | null;
};

export const MAX_SEARCH_LIMIT = 500;

/**
 * Counting every match of a broad query ("mbr_" matches everyone) costs more than the page
 * itself at 100,000 users; past this many, a search says "more than" instead.
 */
export const COUNT_CAP = 1000;

/**
 * How many rows, in the search's order, a search first reads row by row. A query matching a page
 * among them (one in 40 users or more) is answered from them alone; a rarer one goes to the
 * substring indexes, which answer rare matches fast and common ones slowly.
 */
export const PROBE_ROWS = 2000;

function ordering(db: ConsoleDb, sort: UserIndexSort, namesAllowed: boolean): SQL[] {
  const { userIndex: t } = db.tables;
  const byName = sort === "last_name" || sort === "last_name_desc";
  switch (namesAllowed || !byName ? sort : "created_desc") {
    case "created_asc":
      return [asc(t.createdOn), asc(t.userId)];
    case "client_user_id":
      return [asc(t.clientUserId), asc(t.userId)];
    case "client_user_id_desc":
      return [desc(t.clientUserId), desc(t.userId)];
    case "last_name":
      // Users without details (no name) come last both ways on both dialects, in the order an
      // index holds: PostgreSQL's btree says NULLS LAST; SQLite's index leads with "has no name".
      return db.dialect === "postgres"
        ? [sql`${t.lastNameNorm} ASC NULLS LAST`, asc(t.userId)]
        : [asc(sql`(${t.lastNameNorm} IS NULL)`), asc(t.lastNameNorm), asc(t.userId)];
    case "last_name_desc":
      return db.dialect === "postgres"
        ? [sql`${t.lastNameNorm} DESC NULLS LAST`, desc(t.userId)]
        : [asc(sql`(${t.lastNameNorm} IS NULL)`), desc(t.lastNameNorm), desc(t.userId)];
    default:
      return [desc(t.createdOn), desc(t.userId)];
  }
}

/**
 * The columns a search may read: ids, dates, providers and, only for callers allowed to see them,
 * the names. The subqueries below select these alone, under the table's own name, so that the
 * conditions and the order apply to them as written.
 */
function readableColumns(db: ConsoleDb, namesAllowed: boolean) {
  const { userIndex: t } = db.tables;
  const ids = {
    seq: t.seq,
    userId: t.userId,
    clientUserId: t.clientUserId,
    createdOn: t.createdOn,
    providers: t.providers,
    hasDetails: t.hasDetails,
  };
  return namesAllowed
    ? { ...ids, firstName: t.firstName, lastName: t.lastName, nameNorm: t.nameNorm, lastNameNorm: t.lastNameNorm }
    : ids;
}

/** The first `rows` users in the search's order. */
export function leadingRows(db: ConsoleDb, namesAllowed: boolean, order: SQL[], rows: number) {
  const { userIndex } = db.tables;
  return db.orm
    .select(readableColumns(db, namesAllowed))
    .from(userIndex)
    .orderBy(...order)
    .limit(rows)
    .as("user_index");
}

/**
 * Every match of `where`. The subquery's LIMIT keeps either planner from merging it into the
 * sorted query around it: merged, both would rather walk the sort's index and test every user on
 * the way than read the few matches from the substring indexes and sort them.
 */
export function allMatches(db: ConsoleDb, namesAllowed: boolean, where: SQL | undefined) {
  const { userIndex } = db.tables;
  return db.orm
    .select(readableColumns(db, namesAllowed))
    .from(userIndex)
    .where(where)
    .limit(Number.MAX_SAFE_INTEGER)
    .as("user_index");
}

/** Matches counted up to one past the cap: the database stops reading there. */
export async function countUpToCap(db: ConsoleDb, where: SQL | undefined): Promise<number> {
  const { userIndex } = db.tables;
  const matches = db.orm
    .select({ one: sql`1`.as("one") })
    .from(userIndex)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("matches");
  const [row] = await db.orm.select({ n: sql<number>`count(*)` }).from(matches);
  return Number(row?.n ?? 0);
}

export async function searchUserIndex(db: ConsoleDb, q: UserIndexQuery): Promise<UserIndexResult> {
  const { userIndex } = db.tables;
  const filters = filterConditions(db, q.filters ?? {});
  const where = (form: MatchForm) =>
    and(...[matchCondition(db, q.query ?? "", q.namesAllowed, form), ...filters].filter((c): c is SQL => !!c));
  const limit = Math.max(0, Math.min(q.limit ?? 50, MAX_SEARCH_LIMIT));
  const offset = Math.max(0, q.offset ?? 0);
  const order = ordering(db, q.sort ?? "created_desc", q.namesAllowed);
  const base = {
    userId: userIndex.userId,
    clientUserId: userIndex.clientUserId,
    createdOn: userIndex.createdOn,
    providers: userIndex.providers,
    hasDetails: userIndex.hasDetails,
  };
  // Without the permission the names are not even read.
  const fields = q.namesAllowed ? { ...base, firstName: userIndex.firstName, lastName: userIndex.lastName } : base;
  type Row = Omit<IndexedUserRow, "providers"> & { providers: string; matches?: number };
  const page = (from: typeof userIndex | ReturnType<typeof leadingRows>, condition?: SQL, more = {}) =>
    db.orm
      .select({ ...fields, ...more })
      .from(from)
      .where(condition)
      .orderBy(...order)
      .limit(limit)
      .offset(offset) as Promise<Row[]>;

  let rows: Row[];
  let n: number | undefined;
  // An exact user_id, or no condition at all, walks the sort's index and stops at the page.
  if (where("scan") === undefined || q.filters?.userId) {
    rows = await page(userIndex, where("indexed"));
    // A short last page gives the count without counting.
    if (rows.length < limit && (rows.length > 0 || offset === 0)) n = offset + rows.length;
  } else {
    // A search that narrows the list reads its leading rows first: enough for common matches.
    const probed = offset + limit <= PROBE_ROWS;
    rows = probed ? await page(leadingRows(db, q.namesAllowed, order, PROBE_ROWS), where("scan")) : [];
    if (probed && rows.length === limit) n = await countUpToCap(db, where("scan"));
    else {
      // Rarer matches: all of them, from the substring indexes where they help, sorted and
      // counted in one go, since sorting reads every match anyway.
      const matches = sql<number>`count(*) over ()`.mapWith(Number);
      rows = await page(allMatches(db, q.namesAllowed, where("indexed")), undefined, { matches });
      if (rows.length > 0 || offset === 0) n = rows[0]?.matches ?? 0;
    }
  }
  n ??= await countUpToCap(db, where("indexed"));
  const progress = await indexerProgress(db);
  return {
    rows: rows.map(({ matches: _, ...r }) => ({
      ...r,
      hasDetails: Boolean(r.hasDetails),
      providers: providersOf(r.providers),
    })),
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    lastCompletePassAt: progress?.lastPassCompletedAt ?? null,
  };
}
