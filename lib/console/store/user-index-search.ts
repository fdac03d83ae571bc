import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { nameQueryWords } from "@/lib/console/users/normalise";
import type { ConsoleDb } from "./db";
import { providersOf } from "./user-index";
import { indexerProgress } from "./user-index-state";

/**
 * Searching the user index. A query matches a client_user_id containing it, a user_id starting
 * with it and, only for callers allowed to see names, a name containing each of its words. The
 * substring matches run on FTS5 trigram (SQLite) or pg_trgm (PostgreSQL) indexes; the dialect is
 * chosen here and nowhere else.
 */

export const USER_INDEX_SORTS = [
  "created_desc",
  "created_asc",
  "client_user_id",
  "client_user_id_desc",
  "last_name",
  "last_name_desc",
] as const;
export type UserIndexSort = (typeof USER_INDEX_SORTS)[number];

export type UserIndexFilters = {
  /** Exactly this user. */
  userId?: string;
  provider?: string;
  hasDetails?: boolean;
  /** Instants (ISO 8601): created at or after `createdFrom`, strictly before `createdBefore`. */
  createdFrom?: string;
  createdBefore?: string;
};

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

/** The trigram index answers only words of three characters or more; shorter ones scan. */
const TRIGRAM = 3;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${likeEscape(text)}%`;
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
const UUID_PREFIX = /^[0-9a-f-]+$/;

function matchCondition(db: ConsoleDb, query: string, namesAllowed: boolean): SQL | undefined {
  const { userIndex } = db.tables;
  const text = query.trim();
  if (!text) return undefined;
  const words = namesAllowed ? nameQueryWords(text) : [];
  const lowered = text.toLowerCase();
  const idPrefix = UUID_PREFIX.test(lowered) ? lowered : null;
  const ors: SQL[] = [];

  if (db.dialect === "postgres") {
    ors.push(sql`${userIndex.clientUserId} ILIKE ${contains(text)}`);
    if (idPrefix) ors.push(sql`${userIndex.userId} LIKE ${`${idPrefix}%`}`);
    if (words.length > 0) ors.push(and(...words.map((w) => sql`${userIndex.nameNorm} LIKE ${contains(w)}`))!);
    return sql`(${sql.join(ors, sql` OR `)})`;
  }

  // SQLite: one FTS5 query for the long parts, LIKE for what is too short for trigrams.
  const fts: string[] = [];
  if (text.length >= TRIGRAM) fts.push(`{client_user_id} : ${ftsPhrase(text)}`);
  else ors.push(sql`${userIndex.clientUserId} LIKE ${contains(text)} ESCAPE '\\'`);
  if (idPrefix) ors.push(sql`${userIndex.userId} GLOB ${`${idPrefix}*`}`);
  if (words.length > 0) {
    const long = words.filter((w) => w.length >= TRIGRAM);
    const short = words.filter((w) => w.length < TRIGRAM);
    if (short.length === 0) fts.push(`{name_norm} : (${long.map(ftsPhrase).join(" AND ")})`);
    else {
      const likes = words.map((w) => sql`${userIndex.nameNorm} LIKE ${contains(w)} ESCAPE '\\'`);
      ors.push(and(...likes)!);
    }
  }
  if (fts.length > 0) {
    ors.push(
      sql`${userIndex.seq} IN (SELECT rowid FROM user_index_fts WHERE user_index_fts MATCH ${fts.join(" OR ")})`,
    );
  }
  return sql`(${sql.join(ors, sql` OR `)})`;
}

function filterConditions(db: ConsoleDb, f: UserIndexFilters): SQL[] {
  const { userIndex } = db.tables;
  const where: SQL[] = [];
  if (f.userId) where.push(eq(userIndex.userId, f.userId));
  if (f.provider) where.push(sql`${userIndex.providers} LIKE ${contains(`,${f.provider},`)}`);
  if (f.hasDetails !== undefined) where.push(eq(userIndex.hasDetails, f.hasDetails));
  if (f.createdFrom) where.push(gte(userIndex.createdOn, new Date(f.createdFrom).toISOString()));
  if (f.createdBefore) where.push(lt(userIndex.createdOn, new Date(f.createdBefore).toISOString()));
  return where;
}

function ordering(db: ConsoleDb, sort: UserIndexSort, namesAllowed: boolean): SQL[] {
  const { userIndex } = db.tables;
  const byName = sort === "last_name" || sort === "last_name_desc";
  switch (namesAllowed || !byName ? sort : "created_desc") {
    case "created_asc":
      return [asc(userIndex.createdOn), asc(userIndex.userId)];
    case "client_user_id":
      return [asc(userIndex.clientUserId), asc(userIndex.userId)];
    case "client_user_id_desc":
      return [desc(userIndex.clientUserId), desc(userIndex.userId)];
    case "last_name":
      // Users without details (no name) come last on both dialects; PostgreSQL's index serves it.
      return [sql`${userIndex.lastNameNorm} ASC NULLS LAST`, asc(userIndex.userId)];
    case "last_name_desc":
      return [sql`${userIndex.lastNameNorm} DESC NULLS LAST`, desc(userIndex.userId)];
    default:
      return [desc(userIndex.createdOn), desc(userIndex.userId)];
  }
}

export async function searchUserIndex(db: ConsoleDb, q: UserIndexQuery): Promise<UserIndexResult> {
  const { userIndex } = db.tables;
  const match = matchCondition(db, q.query ?? "", q.namesAllowed);
  const where = and(...[match, ...filterConditions(db, q.filters ?? {})].filter((c): c is SQL => !!c));
  const limit = Math.max(0, Math.min(q.limit ?? 50, MAX_SEARCH_LIMIT));
  const base = {
    userId: userIndex.userId,
    clientUserId: userIndex.clientUserId,
    createdOn: userIndex.createdOn,
    providers: userIndex.providers,
    hasDetails: userIndex.hasDetails,
  };
  const order = ordering(db, q.sort ?? "created_desc", q.namesAllowed);
  const offset = Math.max(0, q.offset ?? 0);
  // Without the permission the names are not even read.
  const rows: (Omit<IndexedUserRow, "providers"> & { providers: string })[] = q.namesAllowed
    ? await db.orm
        .select({ ...base, firstName: userIndex.firstName, lastName: userIndex.lastName })
        .from(userIndex)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    : await db.orm
        .select(base)
        .from(userIndex)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
  const [[count], progress] = await Promise.all([
    db.orm
      .select({ n: sql<number>`count(*)` })
      .from(userIndex)
      .where(where),
    indexerProgress(db),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, hasDetails: Boolean(r.hasDetails), providers: providersOf(r.providers) })),
    total: Math.min(Number(count?.n ?? 0), COUNT_CAP),
    totalCapped: Number(count?.n ?? 0) > COUNT_CAP,
    lastCompletePassAt: progress?.lastPassCompletedAt ?? null,
  };
}
