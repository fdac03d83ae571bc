import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import { fullName } from "@/lib/console/users/full-name";
import { nameQueryWords, normaliseName } from "@/lib/console/user-index/normalise";
import { trigramSimilarity } from "@/lib/console/user-index/trigram-similarity";
import type { ConsoleDb } from "@/lib/console/store/db";
import { providersOf } from "@/lib/console/user-index/store";
import {
  filterConditions,
  likeEscape,
  matchCondition,
  narrowsByIndex,
  type MatchForm,
  type UserIndexFilters,
} from "@/lib/console/user-index/store-match";
import {
  allMatches,
  countUpToCap,
  COUNT_CAP,
  leadingRows,
  PROBE_ROWS,
  type IndexedUserRow,
  type UserIndexResult,
} from "@/lib/console/user-index/store-search";
import { indexerProgress } from "@/lib/console/user-index/store-state";

/**
 * The best matches for what someone typed to go to one user (the palette): whole name or id
 * typed exactly first, then those it begins, then those where every typed word begins a word of
 * the name or id ("jennifer o" → Jennifer O'Brien), then the rest that merely contain it, nearest
 * by trigram similarity; recency breaks ties. Names rank only for callers allowed to see them.
 */

export type MatchRank = 0 | 1 | 2 | 3;

/**
 * Rows ranked and sorted by the database before similarity is weighed here: enough to fill a
 * palette many times over with the weaker "contains" matches.
 */
const CANDIDATES = 200;

const prefixOf = (text: string) => `${likeEscape(text)}%`;
// Where a word of an id starts: after an underscore, dash, dot or at sign ("mbr_0114645", "jane.doe@…").
const ID_WORD_STARTS = ["\\_", "-", ".", "@"];

function rankExpression(db: ConsoleDb, query: string, namesAllowed: boolean): SQL<number> {
  const { userIndex: t } = db.tables;
  const text = query.trim().toLowerCase();
  const escape = db.dialect === "sqlite" ? sql` ESCAPE '\\'` : sql``;
  const like = (column: SQL, pattern: string) => sql`${column} LIKE ${pattern}${escape}`;
  const cuid = sql`lower(${t.clientUserId})`;
  const exact = [sql`${cuid} = ${text}`, sql`${t.userId} = ${text}`];
  const prefix = [like(cuid, prefixOf(text)), like(sql`${t.userId}`, prefixOf(text))];
  const wordPrefix = ID_WORD_STARTS.map((start) => like(cuid, `%${start}${likeEscape(text)}%`));
  const words = namesAllowed ? nameQueryWords(query) : [];
  if (words.length > 0) {
    const folded = words.join(" ");
    const spaced = sql`(' ' || ${t.nameNorm})`;
    exact.push(sql`${t.nameNorm} = ${folded}`);
    prefix.push(like(sql`${t.nameNorm}`, prefixOf(folded)));
    wordPrefix.push(and(...words.map((w) => like(spaced, `% ${likeEscape(w)}%`)))!);
  }
  const any = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` OR `)})`;
  return sql<number>`CASE WHEN ${any(exact)} THEN 0 WHEN ${any(prefix)} THEN 1 WHEN ${any(wordPrefix)} THEN 2 ELSE 3 END`.mapWith(
    Number,
  );
}

/** How near a row is to the query, by name (when allowed) or client_user_id, whichever is nearer. */
function similarity(row: IndexedUserRow, query: string, namesAllowed: boolean): number {
  const byId = trigramSimilarity(row.clientUserId, query);
  if (!namesAllowed) return byId;
  const name = normaliseName(fullName(row.firstName, row.lastName));
  return Math.max(byId, trigramSimilarity(name, normaliseName(query)));
}

export async function bestUserMatches(
  db: ConsoleDb,
  q: { query: string; namesAllowed: boolean; filters?: UserIndexFilters; limit: number },
): Promise<UserIndexResult> {
  const { userIndex: t } = db.tables;
  const query = q.query.trim();
  const where = (form: MatchForm) =>
    and(
      ...[matchCondition(db, query, q.namesAllowed, form), ...filterConditions(db, q.filters ?? {})].filter(
        (c): c is SQL => !!c,
      ),
    );
  const newestFirst = [desc(t.createdOn), desc(t.userId)];
  // A query the indexes narrow is ranked over all its matches; a shorter one ("a") matches most
  // users, and ranking them all costs a tenth of a second or more at 100,000 users: it is ranked
  // over the newest PROBE_ROWS users instead, where a palette's worth of good matches lies.
  const source = narrowsByIndex(query, q.namesAllowed)
    ? { rows: allMatches(db, q.namesAllowed, where("indexed")), where: undefined }
    : { rows: leadingRows(db, q.namesAllowed, newestFirst, PROBE_ROWS), where: where("scan") };
  const rank = rankExpression(db, query, q.namesAllowed);
  const base = {
    userId: t.userId,
    clientUserId: t.clientUserId,
    createdOn: t.createdOn,
    providers: t.providers,
    hasDetails: t.hasDetails,
    rank,
  };
  // Without the permission the names are not even read.
  const fields = q.namesAllowed ? { ...base, firstName: t.firstName, lastName: t.lastName } : base;
  type Row = Omit<IndexedUserRow, "providers"> & { providers: string; rank: number };
  const [ranked, n, progress] = await Promise.all([
    db.orm
      .select(fields)
      .from(source.rows)
      .where(source.where)
      .orderBy(asc(rank), ...newestFirst)
      .limit(CANDIDATES) as Promise<Row[]>,
    countUpToCap(db, where("indexed")),
    indexerProgress(db),
  ]);
  const rows = ranked.map(({ rank: r, ...row }) => ({
    row: { ...row, hasDetails: Boolean(row.hasDetails), providers: providersOf(row.providers) },
    rank: r as MatchRank,
  }));
  // Only the weakest rank is reordered by similarity; the sort is stable, so recency stays the tie-break.
  const weight = new Map(rows.map((r) => [r.row, r.rank === 3 ? similarity(r.row, query, q.namesAllowed) : 0]));
  rows.sort((a, b) => a.rank - b.rank || weight.get(b.row)! - weight.get(a.row)!);
  return {
    rows: rows.slice(0, q.limit).map((r) => r.row),
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    lastCompletePassAt: progress?.lastPassCompletedAt ?? null,
  };
}
