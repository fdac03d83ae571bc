import { describe, expect, it } from "vitest";
import type { ConsoleDb } from "@/lib/console/store/db";
import { recordIndexedDetails, upsertIndexedUsers, type IndexedUserInput } from "@/lib/console/user-index/store";
import { bestUserMatches } from "@/lib/console/user-index/store-rank";
import { COUNT_CAP, searchUserIndex, type UserIndexQuery } from "@/lib/console/user-index/store-search";
import { claimIndexerLease, saveIndexerProgress } from "@/lib/console/user-index/store-state";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

const uid = (n: number) => `${String(n).padStart(8, "0")}-aaaa-4bbb-8ccc-${String(n).padStart(12, "0")}`;
const user = (n: number, more: Partial<IndexedUserInput> = {}): IndexedUserInput => ({
  userId: uid(n),
  clientUserId: `mbr_010${4760 + n}`,
  createdOn: `2026-0${n}-01T00:00:00Z`,
  providers: [],
  fingerprint: `fp${n}`,
  ...more,
});

/** Five users; four with details, one without. */
async function seeded(dialect: (typeof STORE_DIALECTS)[number]): Promise<ConsoleDb> {
  const db = await tempConsoleStore(dialect);
  await upsertIndexedUsers(db, [
    user(1, { providers: ["fitbit", "oura"] }),
    user(2, { providers: ["oura"] }),
    user(3),
    user(4, { providers: ["fitbit"] }),
    user(5, { clientUserId: "PATIENT_50%" }),
  ]);
  await recordIndexedDetails(db, uid(1), { firstName: "Sandra", lastName: "Munoz" });
  await recordIndexedDetails(db, uid(2), { firstName: "Mary", lastName: "O'Connor" });
  await recordIndexedDetails(db, uid(3), { firstName: "Anne", lastName: "Smith-Jones" });
  await recordIndexedDetails(db, uid(4), { firstName: "Bo", lastName: "Li" });
  return db;
}

const ids = async (db: ConsoleDb, q: Partial<UserIndexQuery>) =>
  (await searchUserIndex(db, { namesAllowed: true, ...q })).rows.map((r) => Number(r.userId.slice(0, 8)));

describe.each(STORE_DIALECTS)("user index on %s", (dialect) => {
  it("matches names folded, by word, only for callers allowed to see them", async () => {
    const db = await seeded(dialect);
    expect(await ids(db, { query: "munoz" })).toEqual([1]);
    expect(await ids(db, { query: "Muñoz" })).toEqual([1]);
    expect(await ids(db, { query: "oconnor" })).toEqual([2]);
    expect(await ids(db, { query: "O’Connor" })).toEqual([2]);
    expect(await ids(db, { query: "smith jones" })).toEqual([3]);
    expect(await ids(db, { query: "smith-jones" })).toEqual([3]);
    expect(await ids(db, { query: "anne jon" })).toEqual([3]);
    expect(await ids(db, { query: "san" })).toEqual([1]);
    // Words too short for the trigram index still match.
    expect(await ids(db, { query: "li" })).toEqual([4]);
    expect(await ids(db, { query: "bo li" })).toEqual([4]);

    const hidden = await searchUserIndex(db, { query: "munoz", namesAllowed: false });
    expect(hidden.rows).toEqual([]);
    expect(hidden.total).toBe(0);
  });

  it("gives rows without any name field to callers not allowed names", async () => {
    const db = await seeded(dialect);
    const { rows } = await searchUserIndex(db, { query: "mbr_0104761", namesAllowed: false });
    expect(rows).toEqual([
      {
        userId: uid(1),
        clientUserId: "mbr_0104761",
        createdOn: "2026-01-01T00:00:00.000Z",
        providers: ["fitbit", "oura"],
        hasDetails: true,
      },
    ]);
    expect(Object.keys(rows[0]!)).not.toContain("firstName");
    const named = await searchUserIndex(db, { query: "mbr_0104761", namesAllowed: true });
    expect(named.rows[0]).toMatchObject({ firstName: "Sandra", lastName: "Munoz" });
  });

  it("matches a partial client_user_id in any case and a user_id prefix", async () => {
    const db = await seeded(dialect);
    expect(await ids(db, { query: "0104763", namesAllowed: false })).toEqual([3]);
    expect(await ids(db, { query: "MBR_01047", sort: "created_asc" })).toEqual([1, 2, 3, 4]);
    expect(await ids(db, { query: "47", sort: "created_asc" })).toEqual([1, 2, 3, 4]);
    // LIKE wildcards in a query are plain characters.
    expect(await ids(db, { query: "50%" })).toEqual([5]);
    expect(await ids(db, { query: "0_0" })).toEqual([]);
    expect(await ids(db, { query: uid(2).slice(0, 13).toUpperCase() })).toEqual([2]);
    expect(await ids(db, { query: "nobody" })).toEqual([]);
  });

  it("filters by provider, details and creation range, and pages with a total", async () => {
    const db = await seeded(dialect);
    expect(await ids(db, { filters: { provider: "fitbit" }, sort: "created_asc" })).toEqual([1, 4]);
    expect(await ids(db, { filters: { provider: "fit" } })).toEqual([]);
    expect(await ids(db, { filters: { hasDetails: false } })).toEqual([5]);
    expect(
      await ids(db, {
        filters: { createdFrom: "2026-02-01", createdBefore: "2026-04-01T00:00:00Z" },
        sort: "created_asc",
      }),
    ).toEqual([2, 3]);
    const page = await searchUserIndex(db, { namesAllowed: false, sort: "created_asc", offset: 1, limit: 2 });
    expect(page.rows.map((r) => r.clientUserId)).toEqual(["mbr_0104762", "mbr_0104763"]);
    expect(page.total).toBe(5);
  });

  it("filters by a provider whose slug has an underscore, matching it literally", async () => {
    const db = await tempConsoleStore(dialect);
    await upsertIndexedUsers(db, [
      user(1, { providers: ["google_fit", "oura"] }),
      user(2, { providers: ["apple_health_kit"] }),
      // `_` is a LIKE wildcard: unescaped it would match any character here.
      user(3, { providers: ["googlexfit"] }),
    ]);
    expect(await ids(db, { filters: { provider: "google_fit" } })).toEqual([1]);
    expect(await ids(db, { filters: { provider: "apple_health_kit" } })).toEqual([2]);
    expect(await ids(db, { query: "mbr_010", filters: { provider: "google_fit" } })).toEqual([1]);
    const ranked = await bestUserMatches(db, {
      query: "mbr",
      namesAllowed: false,
      filters: { provider: "google_fit" },
      limit: 5,
    });
    expect(ranked.rows.map((r) => r.userId)).toEqual([uid(1)]);
  });

  it("sorts by creation both ways, client_user_id, and last name only when names are allowed", async () => {
    const db = await seeded(dialect);
    expect(await ids(db, {})).toEqual([5, 4, 3, 2, 1]);
    expect(await ids(db, { sort: "created_asc" })).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(db, { sort: "client_user_id" })).toEqual([5, 1, 2, 3, 4]);
    // Li, Munoz, O'Connor, Smith-Jones, then the user without a name.
    expect(await ids(db, { sort: "last_name" })).toEqual([4, 1, 2, 3, 5]);
    expect(await ids(db, { sort: "last_name", namesAllowed: false })).toEqual([5, 4, 3, 2, 1]);
    expect(await ids(db, { sort: "client_user_id_desc" })).toEqual([4, 3, 2, 1, 5]);
    // Reversed, but a user without a name still comes last.
    expect(await ids(db, { sort: "last_name_desc" })).toEqual([3, 2, 1, 4, 5]);
    expect(await ids(db, { sort: "last_name_desc", namesAllowed: false })).toEqual([5, 4, 3, 2, 1]);
  });

  it("marks details unchecked when a listed user changed, and keeps them when it did not", async () => {
    const db = await seeded(dialect);
    await upsertIndexedUsers(db, [user(1, { providers: ["fitbit", "oura"] }), user(2, { fingerprint: "moved" })]);
    const { userIndex } = db.tables;
    const rows = await db.orm.select({ userId: userIndex.userId, checked: userIndex.detailsCheckedAt }).from(userIndex);
    const checked = new Map(rows.map((r) => [r.userId, r.checked]));
    expect(checked.get(uid(1))).not.toBeNull();
    expect(checked.get(uid(2))).toBeNull();
    // Names stay searchable until the details are read again.
    expect(await ids(db, { query: "oconnor" })).toEqual([2]);
  });

  it("says when the indexer last completed a pass", async () => {
    const db = await seeded(dialect);
    expect((await searchUserIndex(db, { namesAllowed: false })).lastCompletePassAt).toBeNull();
    expect(await claimIndexerLease(db, "me")).toBe(true);
    await saveIndexerProgress(db, "me", {
      cursor: 0,
      lastPassCompletedAt: "2026-05-01T10:00:00.000Z",
      completePass: true,
    });
    expect((await searchUserIndex(db, { namesAllowed: false })).lastCompletePassAt).toBe("2026-05-01T10:00:00.000Z");
  });

  it("counts matches up to a cap and then says there are more", async () => {
    const db = await tempConsoleStore(dialect);
    const many = Array.from({ length: COUNT_CAP + 5 }, (_, i) =>
      user(1, { userId: `u-${i}`, clientUserId: `many_${i}` }),
    );
    await upsertIndexedUsers(db, many);
    const broad = await searchUserIndex(db, { query: "many_", namesAllowed: false, limit: 10 });
    expect(broad).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(broad.rows).toHaveLength(10);
    const narrow = await searchUserIndex(db, { query: "many_100", namesAllowed: false });
    expect(narrow).toMatchObject({ total: 6, totalCapped: false });
  });
});
