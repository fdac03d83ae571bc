import { describe, expect, it } from "vitest";
import { recordIndexedDetails, upsertIndexedUsers, type IndexedUserInput } from "@/lib/console/user-index/store";
import { indexedUserLabels } from "@/lib/console/user-index/store-names";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

const uid = (n: number) => `${String(n).padStart(8, "0")}-aaaa-4bbb-8ccc-${String(n).padStart(12, "0")}`;
const user = (n: number, fingerprint = `fp${n}`): IndexedUserInput => ({
  userId: uid(n),
  clientUserId: `mbr_0${n}`,
  createdOn: "2026-01-01T00:00:00Z",
  providers: [],
  fingerprint,
});

describe.each(STORE_DIALECTS)("user labels from the index on %s", (dialect) => {
  it("gives each known user's client_user_id and name, in one call for many ids", async () => {
    const db = await tempConsoleStore(dialect);
    await upsertIndexedUsers(db, [user(1), user(2), user(3)]);
    await recordIndexedDetails(db, uid(1), { firstName: "Sandra", lastName: "Sanchez" });
    await recordIndexedDetails(db, uid(2), null);

    const labels = await indexedUserLabels(db, [uid(1), uid(2), uid(3), uid(4), uid(1)]);
    expect(Object.fromEntries(labels)).toEqual({
      [uid(1)]: { clientUserId: "mbr_01", detailsKnown: true, name: "Sandra Sanchez" },
      // Read, and the user has no details.
      [uid(2)]: { clientUserId: "mbr_02", detailsKnown: true, name: null },
      // Listed, details never read.
      [uid(3)]: { clientUserId: "mbr_03", detailsKnown: false, name: null },
    });
    expect((await indexedUserLabels(db, [])).size).toBe(0);
  });

  it("labels more users at once than either dialect binds parameters for", async () => {
    const db = await tempConsoleStore(dialect);
    const many = Array.from({ length: 1200 }, (_, i) => user(i + 1));
    await upsertIndexedUsers(db, many);
    const labels = await indexedUserLabels(db, [...many.map((u) => u.userId), uid(99999)]);
    expect(labels.size).toBe(1200);
    expect(labels.get(uid(1200))?.clientUserId).toBe("mbr_01200");
  });

  it("keeps the last name read when the user changes, but no longer calls it current", async () => {
    const db = await tempConsoleStore(dialect);
    await upsertIndexedUsers(db, [user(1)]);
    await recordIndexedDetails(db, uid(1), { firstName: "Sandra", lastName: "Sanchez" });
    // A provider connected: the listing's fingerprint moved.
    await upsertIndexedUsers(db, [user(1, "fp1-connected")]);
    expect((await indexedUserLabels(db, [uid(1)])).get(uid(1))).toEqual({
      clientUserId: "mbr_01",
      detailsKnown: false,
      name: "Sandra Sanchez",
    });
  });
});
