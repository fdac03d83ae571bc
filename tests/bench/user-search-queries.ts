import type { ConsoleDb } from "@/lib/console/store/db";
import { bestUserMatches } from "@/lib/console/user-index/store-rank";
import { searchUserIndex, type UserIndexQuery } from "@/lib/console/user-index/store-search";
import { percentile } from "./types";

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 20);
const DAY_MS = 86_400_000;

/** `best`: the palette's best-first matches (8 of them) instead of a page of the list. */
export type SearchCase = { kind: string; query: Omit<UserIndexQuery, "limit">; best?: boolean };

/**
 * The searches people make on the users list and the palette, on the benchmark's data set (demo
 * users "mbr_…", scale users "scale_…" with names): names as a coordinator, ids as an analyst,
 * queries below trigram length, broad ones matching nearly everyone, each filter and each sort.
 */
export function searchCases(someUserId: string, now = new Date()): SearchCase[] {
  const coordinator = (query: string, more: Partial<UserIndexQuery> = {}) => ({ query, namesAllowed: true, ...more });
  const analyst = (query: string, more: Partial<UserIndexQuery> = {}) => ({ query, namesAllowed: false, ...more });
  const lastMonth = { createdFrom: new Date(now.getTime() - 30 * DAY_MS).toISOString() };
  return [
    { kind: "common surname 'smith'", query: coordinator("smith") },
    { kind: "rarer surname 'Muñoz'", query: coordinator("Muñoz") },
    { kind: "first and last name 'mary garcia'", query: coordinator("mary garcia") },
    { kind: "partial client_user_id '0104'", query: analyst("0104") },
    { kind: "partial client_user_id '04217'", query: analyst("04217") },
    { kind: "user_id prefix (6 chars)", query: analyst(someUserId.slice(0, 6)) },
    { kind: "one letter 'a' (names)", query: coordinator("a") },
    { kind: "two letters 'li' (names)", query: coordinator("li") },
    { kind: "two letters 'zq' (no match)", query: coordinator("zq") },
    { kind: "broad 'scale_' (ids)", query: analyst("scale_") },
    { kind: "no match 'nobody here'", query: coordinator("nobody here") },
    { kind: "no query, newest first", query: analyst("") },
    { kind: "'smith', oldest first", query: coordinator("smith", { sort: "created_asc" }) },
    { kind: "'smith', by client_user_id", query: coordinator("smith", { sort: "client_user_id" }) },
    { kind: "'smith', by last name", query: coordinator("smith", { sort: "last_name" }) },
    { kind: "'smith', by last name, reversed", query: coordinator("smith", { sort: "last_name_desc" }) },
    { kind: "'a', by last name", query: coordinator("a", { sort: "last_name" }) },
    { kind: "'a', by last name, reversed", query: coordinator("a", { sort: "last_name_desc" }) },
    { kind: "no query, by last name", query: coordinator("", { sort: "last_name" }) },
    { kind: "no query, by client_user_id", query: analyst("", { sort: "client_user_id" }) },
    { kind: "'04217', by client_user_id, reversed", query: analyst("04217", { sort: "client_user_id_desc" }) },
    { kind: "provider 'oura'", query: coordinator("", { filters: { provider: "oura" } }) },
    { kind: "'smith' + provider 'oura'", query: coordinator("smith", { filters: { provider: "oura" } }) },
    {
      kind: "without details, by last name",
      query: coordinator("", { filters: { hasDetails: false }, sort: "last_name" }),
    },
    { kind: "'0104' + with details", query: analyst("0104", { filters: { hasDetails: true } }) },
    { kind: "created last 30 days, oldest first", query: analyst("", { filters: lastMonth, sort: "created_asc" }) },
    { kind: "'smith' + created last 30 days", query: coordinator("smith", { filters: lastMonth }) },
    { kind: "'smith', page 10", query: coordinator("smith", { offset: 450 }) },
    { kind: "palette, best first: 'mary g'", query: coordinator("mary g"), best: true },
    { kind: "palette, best first: 'smith'", query: coordinator("smith"), best: true },
    { kind: "palette, best first: 'a'", query: coordinator("a"), best: true },
    { kind: "palette, best first: '0104' (ids)", query: analyst("0104"), best: true },
  ];
}

export type CaseTiming = { kind: string; p50: number; p95: number; total: string };

const PALETTE_MATCHES = 8;

function runCase(db: ConsoleDb, c: SearchCase) {
  return c.best
    ? bestUserMatches(db, { ...c.query, query: c.query.query ?? "", limit: PALETTE_MATCHES })
    : searchUserIndex(db, { ...c.query, limit: 50 });
}

/** Each case once off the record (plans, caches), then RUNS times in a row, 50 rows a page (8 for the palette). */
export async function timeSearches(db: ConsoleDb, cases: SearchCase[]): Promise<CaseTiming[]> {
  const out: CaseTiming[] = [];
  for (const c of cases) {
    const found = await runCase(db, c);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await runCase(db, c);
      times.push(performance.now() - t0);
    }
    const total = `${found.totalCapped ? "over " : ""}${found.total}`;
    out.push({ kind: c.kind, p50: percentile(times, 50), p95: percentile(times, 95), total });
  }
  return out;
}
