import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConsoleDb } from "@/lib/console/store/db";
import { recordIndexedDetails, upsertIndexedUsers } from "@/lib/console/user-index/store";
import { bestUserMatches } from "@/lib/console/user-index/store-rank";
import { searchUserIndex } from "@/lib/console/user-index/store-search";
import { trigramSimilarity } from "@/lib/console/user-index/trigram-similarity";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

/**
 * The palette's order: exact, prefix, word-prefix, then nearest by trigrams, then newest. The
 * people below are listed oldest first; the Jennifers whose surname merely contains an "o" are
 * newer than Jennifer O'Brien, which is the order that used to put them first.
 */
const PEOPLE: [clientUserId: string, first: string | null, last: string | null][] = [
  ["mbr_0114645", "Jennifer", "O'Brien"],
  ["x0114645", "Mary", "Smith"],
  ["0114", null, null],
  ["mbr_2000001", "Jennifer", "Gonzalez"],
  ["mbr_2000002", "Jennifer", "Young"],
  ["mbr_2000003", "Jennifer", "Johnson"],
  ["mbr_2000004", "Jennifer", "Ojeda"],
  ["mbr_2000005", "Jennifer O", "Neal"],
  ["mbr_2000006", "Bo", "Jennifers"],
  ["jennifer.o@example.org", null, null],
];
const nameOf = (clientUserId: string) => {
  const [, first, last] = PEOPLE.find(([c]) => c === clientUserId)!;
  return `${first} ${last}`;
};
const T0 = Date.parse("2025-01-01T00:00:00Z");
const uid = (n: number) => `${String(n).padStart(8, "0")}-aaaa-4bbb-8ccc-000000000000`;

describe.each(STORE_DIALECTS)("best matches for the palette, on %s", (dialect) => {
  let db: ConsoleDb;
  beforeAll(async () => {
    db = await tempConsoleStore(dialect);
    await upsertIndexedUsers(
      db,
      PEOPLE.map(([clientUserId], n) => ({
        userId: uid(n),
        clientUserId,
        createdOn: new Date(T0 + n * 60_000).toISOString(),
        providers: [],
        fingerprint: "f",
      })),
    );
    for (const [n, [, first, last]] of PEOPLE.entries())
      if (first && last) await recordIndexedDetails(db, uid(n), { firstName: first, lastName: last });
  });
  const best = async (query: string, namesAllowed = true, limit = 20) =>
    (await bestUserMatches(db, { query, namesAllowed, limit })).rows.map((r) => r.clientUserId);

  it("puts the person whose name begins with what was typed before those who only contain it", async () => {
    const found = await best("jennifer o");
    // The whole name begins with "jennifer o" (O'Brien folds to "obrien"): newest first among equals.
    expect(found.slice(0, 3)).toEqual(["mbr_2000005", "mbr_2000004", "mbr_0114645"]);
    // Then names that only contain the words, nearest first.
    const rest = found.slice(3);
    expect(new Set(rest)).toEqual(new Set(["mbr_2000001", "mbr_2000002", "mbr_2000003", "mbr_2000006"]));
    const nearness = rest.map((c) => trigramSimilarity(nameOf(c), "jennifer o"));
    expect(nearness).toEqual([...nearness].sort((a, b) => b - a));
    expect((await best("jennifer o", true, 1))[0]).toBe("mbr_2000005");
  });

  it("ranks exact, then prefix, then word-prefix, then contains, for ids", async () => {
    expect(await best("0114", false)).toEqual(["0114", "mbr_0114645", "x0114645"]);
    expect(await best("O'Brien Jennifer")).toEqual(["mbr_0114645"]);
  });

  it("never matches or returns names for a caller who may not see them", async () => {
    expect(await best("jennifer o", false)).toEqual([]);
    expect(await best("jennifer.o", false)).toEqual(["jennifer.o@example.org"]);
    const rows = (await bestUserMatches(db, { query: "mbr_", namesAllowed: false, limit: 20 })).rows;
    expect(rows.length).toBe(7);
    for (const row of rows) expect(row).not.toHaveProperty("firstName");
  });

  it("finds the same users as the list search, with its count", async () => {
    for (const query of ["jennifer o", "jen", "o", "0114", "nobody"]) {
      const listed = await searchUserIndex(db, { query, namesAllowed: true, limit: 50 });
      const ranked = await bestUserMatches(db, { query, namesAllowed: true, limit: 50 });
      expect(new Set(ranked.rows.map((r) => r.userId))).toEqual(new Set(listed.rows.map((r) => r.userId)));
      expect(ranked.total).toBe(listed.total);
    }
  });

  if (dialect === "postgres") {
    it("weighs similarity exactly as pg_trgm does", async () => {
      const pairs = [
        ["jennifer o", "jennifer young"],
        ["jennifer o", "jennifer gonzalez"],
        ["muñoz", "munoz"],
        ["mbr_0114645", "0114"],
        ["O'Brien", "obrien"],
        ["", "x"],
      ];
      for (const [a, b] of pairs) {
        const [row] = (await db.orm.execute(sql`SELECT similarity(${a}, ${b})::float8 AS s` as never))
          .rows as unknown as { s: number }[];
        expect(trigramSimilarity(a!, b!)).toBeCloseTo(row!.s, 5);
      }
    });
  }
});
