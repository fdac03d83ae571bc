import { beforeAll, describe, expect, it } from "vitest";
import type { ConsoleDb } from "@/lib/console/store/db";
import { recordIndexedDetails, upsertIndexedUsers, type IndexedUserInput } from "@/lib/console/user-index/store";
import { bestUserMatches } from "@/lib/console/user-index/store-rank";
import { COUNT_CAP, PROBE_ROWS, searchUserIndex, type UserIndexQuery } from "@/lib/console/user-index/store-search";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

/**
 * A search answers common matches from the leading rows of its order and rare ones from the whole
 * index; both ways must give the same pages and counts. The index here is longer than that leading
 * run: the newest PROBE_ROWS users are "cmn_…", and RARE older ones "rare_…", the odd ones named
 * Munoz and connected to oura, so in the newest-first order the rare users lie beyond the leading run.
 */
const RARE = 120;
const T0 = Date.parse("2025-01-01T00:00:00Z");
const uid = (n: number) => `${String(n).padStart(8, "0")}-aaaa-4bbb-8ccc-000000000000`;

function users(): IndexedUserInput[] {
  return Array.from({ length: RARE + PROBE_ROWS }, (_, n) => ({
    userId: uid(n),
    clientUserId: n < RARE ? `rare_${String(n).padStart(4, "0")}` : `cmn_${n}`,
    createdOn: new Date(T0 + n * 60_000).toISOString(),
    providers: n < RARE && n % 2 === 1 ? ["oura"] : [],
    fingerprint: "f",
  }));
}

/** Rare user numbers as the search should list them. */
const rare = (pick: (n: number) => boolean = () => true) => Array.from({ length: RARE }, (_, n) => n).filter(pick);
const newestFirst = (ns: number[]) => [...ns].sort((a, b) => b - a);

describe.each(STORE_DIALECTS)("user index search beyond its leading rows, on %s", (dialect) => {
  let db: ConsoleDb;
  beforeAll(async () => {
    db = await tempConsoleStore(dialect);
    await upsertIndexedUsers(db, users());
    for (const n of rare((n) => n % 2 === 1))
      await recordIndexedDetails(db, uid(n), { firstName: "Sandra", lastName: `Muñoz ${n}` });
    for (const n of [RARE, RARE + 1]) await recordIndexedDetails(db, uid(n), { firstName: "Ann", lastName: "Zed" });
  });
  const search = async (q: Partial<UserIndexQuery>) => {
    const found = await searchUserIndex(db, { namesAllowed: true, limit: 50, ...q });
    return { ids: found.rows.map((r) => Number(r.userId.slice(0, 8))), total: found.total, capped: found.totalCapped };
  };

  it("pages and counts rare matches exactly, up to and past the last page", async () => {
    const all = newestFirst(rare());
    expect(await search({ query: "rare_" })).toEqual({ ids: all.slice(0, 50), total: RARE, capped: false });
    expect(await search({ query: "rare_", offset: 100 })).toEqual({ ids: all.slice(100), total: RARE, capped: false });
    expect(await search({ query: "rare_", offset: 200 })).toEqual({ ids: [], total: RARE, capped: false });
    // Too short for trigrams: found by reading rows.
    expect(await search({ query: "ra" })).toMatchObject({ ids: all.slice(0, 50), total: RARE });
  });

  it("answers the same search from the leading rows when its order puts the matches first", async () => {
    expect(await search({ query: "rare_", sort: "created_asc" })).toEqual({
      ids: rare().slice(0, 50),
      total: RARE,
      capped: false,
    });
    expect(await search({ query: "rare_", sort: "client_user_id", offset: 60, limit: 10 })).toMatchObject({
      ids: rare().slice(60, 70),
      total: RARE,
    });
  });

  it("caps the count of a common match and keeps the order of a broad one", async () => {
    const found = await search({ query: "cmn_" });
    expect(found.ids).toEqual(Array.from({ length: 50 }, (_, i) => RARE + PROBE_ROWS - 1 - i));
    expect(found).toMatchObject({ total: COUNT_CAP, capped: PROBE_ROWS > COUNT_CAP });
  });

  it("sorts rare name matches and rare filters like any other", async () => {
    const named = rare((n) => n % 2 === 1);
    // Last names "munoz 1", "munoz 101", "munoz 103" … compare as text.
    const byName = [...named].sort((a, b) => `munoz ${a}`.localeCompare(`munoz ${b}`));
    expect(await search({ query: "Muñoz", sort: "last_name", limit: 5 })).toEqual({
      ids: byName.slice(0, 5),
      total: named.length,
      capped: false,
    });
    expect(await search({ filters: { provider: "oura" }, limit: 5 })).toMatchObject({
      ids: newestFirst(named).slice(0, 5),
      total: named.length,
    });
    // Named users first, by name, then the nameless ones by user_id.
    const under100 = (pick: (n: number) => boolean) => rare((n) => n < 100 && pick(n));
    expect((await search({ query: "rare_00", sort: "last_name", limit: 100 })).ids).toEqual([
      ...under100((n) => n % 2 === 1).sort((a, b) => `munoz ${a}`.localeCompare(`munoz ${b}`)),
      ...under100((n) => n % 2 === 0),
    ]);
    expect((await search({ query: "rare_00", sort: "last_name_desc", limit: 100 })).ids).toEqual([
      ...under100((n) => n % 2 === 1).sort((a, b) => `munoz ${b}`.localeCompare(`munoz ${a}`)),
      ...under100((n) => n % 2 === 0).reverse(),
    ]);
    expect(await search({ query: "zed", sort: "last_name" })).toMatchObject({ ids: [RARE, RARE + 1], total: 2 });
  });

  it("ranks the palette's best matches over every match the indexes find, and a too-short query over the newest users", async () => {
    const best = async (query: string) =>
      (await bestUserMatches(db, { query, namesAllowed: true, limit: 8 })).rows.map((r) =>
        Number(r.userId.slice(0, 8)),
      );
    // Long enough for the indexes: the old rare users are found, the id's beginning first.
    expect(await best("rare_0001")).toEqual([1]);
    expect(await best("sandra mu")).toEqual(newestFirst(rare((n) => n % 2 === 1)).slice(0, 8));
    // Two letters narrow nothing: only the newest PROBE_ROWS users are weighed, which the rare ones are not among.
    expect(await best("ra")).toEqual([]);
    expect(await best("zed")).toEqual([RARE + 1, RARE]);
  });
});
