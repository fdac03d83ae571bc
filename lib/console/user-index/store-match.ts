import { and, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { nameQueryWords } from "@/lib/console/user-index/normalise";
import type { ConsoleDb } from "@/lib/console/store/db";

/**
 * The conditions of a user index search, in the SQL of each dialect. A query matches a
 * client_user_id containing it, a user_id starting with it and, only for callers allowed to see
 * names, a name containing each of its words.
 *
 * Each condition comes in two forms with the same meaning. The scanning form is checked row by row
 * (LIKE), which is cheapest when a search only reads a bounded run of rows anyway. The indexed
 * form asks the substring indexes, an FTS5 trigram table on SQLite and pg_trgm on PostgreSQL,
 * whose cost grows with the number of matches and so suits the rare ones.
 */

export type UserIndexFilters = {
  /** Exactly this user. */
  userId?: string;
  provider?: string;
  hasDetails?: boolean;
  /** Instants (ISO 8601): created at or after `createdFrom`, strictly before `createdBefore`. */
  createdFrom?: string;
  createdBefore?: string;
};

export type MatchForm = "scan" | "indexed";

/** The trigram indexes answer only words of three characters or more; shorter ones scan. */
const TRIGRAM = 3;

export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${likeEscape(text)}%`;
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
const UUID_PREFIX = /^[0-9a-f-]+$/;

/**
 * Whether the substring indexes can narrow this query's every branch (the id, and the name when
 * names may match): each needs a run of three characters. A shorter query ("a", "jo") matches
 * so many users that only reading rows can answer it.
 */
export function narrowsByIndex(query: string, namesAllowed: boolean): boolean {
  const text = query.trim();
  const words = namesAllowed ? nameQueryWords(text) : [];
  return text.length >= TRIGRAM && (words.length === 0 || words.some((w) => w.length >= TRIGRAM));
}

/** The query's match condition, or undefined for an empty query (everyone matches). */
export function matchCondition(db: ConsoleDb, query: string, namesAllowed: boolean, form: MatchForm): SQL | undefined {
  const { userIndex } = db.tables;
  const text = query.trim();
  if (!text) return undefined;
  const words = namesAllowed ? nameQueryWords(text) : [];
  const lowered = text.toLowerCase();
  const idPrefix = UUID_PREFIX.test(lowered) ? lowered : null;
  const ors: SQL[] = [];

  if (db.dialect === "postgres") {
    // One form: PostgreSQL's planner weighs the trigram indexes against the rows it reads itself.
    ors.push(sql`${userIndex.clientUserId} ILIKE ${contains(text)}`);
    if (idPrefix) ors.push(sql`${userIndex.userId} LIKE ${`${idPrefix}%`}`);
    if (words.length > 0) ors.push(and(...words.map((w) => sql`${userIndex.nameNorm} LIKE ${contains(w)}`))!);
    return sql`(${sql.join(ors, sql` OR `)})`;
  }

  // SQLite: one FTS5 query for the parts long enough for trigrams, LIKE for the others.
  const fts: string[] = [];
  const indexed = form === "indexed";
  if (indexed && text.length >= TRIGRAM) fts.push(`{client_user_id} : ${ftsPhrase(text)}`);
  else ors.push(sql`${userIndex.clientUserId} LIKE ${contains(text)} ESCAPE '\\'`);
  if (idPrefix) ors.push(sql`${userIndex.userId} GLOB ${`${idPrefix}*`}`);
  if (words.length > 0) {
    // Words of three letters or more narrow through the trigram index; shorter ones ("jennifer o")
    // are then checked on those few rows only, instead of every name being scanned for all words.
    const long = indexed ? words.filter((w) => w.length >= TRIGRAM) : [];
    const short = words.filter((w) => !long.includes(w));
    const nameLike = (w: string) => sql`${userIndex.nameNorm} LIKE ${contains(w)} ESCAPE '\\'`;
    const longQuery = `{name_norm} : (${long.map(ftsPhrase).join(" AND ")})`;
    if (long.length === 0) ors.push(and(...short.map(nameLike))!);
    else if (short.length === 0) fts.push(longQuery);
    else
      ors.push(
        and(
          sql`${userIndex.seq} IN (SELECT rowid FROM user_index_fts WHERE user_index_fts MATCH ${longQuery})`,
          ...short.map(nameLike),
        )!,
      );
  }
  if (fts.length > 0) {
    ors.push(
      sql`${userIndex.seq} IN (SELECT rowid FROM user_index_fts WHERE user_index_fts MATCH ${fts.join(" OR ")})`,
    );
  }
  return sql`(${sql.join(ors, sql` OR `)})`;
}

export function filterConditions(db: ConsoleDb, f: UserIndexFilters): SQL[] {
  const { userIndex } = db.tables;
  const where: SQL[] = [];
  if (f.userId) where.push(eq(userIndex.userId, f.userId));
  // ESCAPE on both dialects: PostgreSQL defaults to the backslash, but SQLite has no escape
  // character without one, and slugs such as google_fit carry the `_` wildcard.
  if (f.provider) where.push(sql`${userIndex.providers} LIKE ${contains(`,${f.provider},`)} ESCAPE '\\'`);
  if (f.hasDetails !== undefined) where.push(eq(userIndex.hasDetails, f.hasDetails));
  if (f.createdFrom) where.push(gte(userIndex.createdOn, new Date(f.createdFrom).toISOString()));
  if (f.createdBefore) where.push(lt(userIndex.createdOn, new Date(f.createdBefore).toISOString()));
  return where;
}
