import { afterAll, describe, expect, it } from "vitest";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { createUser, listUsers } from "@/lib/embedded-service/store/users";
import { createTeam } from "@/lib/embedded-service/teams";

// A page past the middle of the list is read from its end (SQLite steps over every row before an
// offset): whichever way it is read, a page is the same slice of the oldest-first list.
const db = openServiceDb(":memory:");
afterAll(() => db.$client.close());
const { team } = createTeam(db, { name: "paging" });
const { team: other } = createTeam(db, { name: "another team" });
const now = new Date("2026-01-01T00:00:00Z");
const ids: string[] = [];
for (let i = 0; i < 23; i++) {
  ids.push(createUser(db, team.id, { client_user_id: `user-${i}` }, now).user_id);
  // Another team's users between them: a page counts only the team's own rows.
  createUser(db, other.id, { client_user_id: `other-${i}` }, now);
}
const page = (offset: number, limit: number) => listUsers(db, team.id, offset, limit, "http://local");

describe("the embedded service's users list by offset", () => {
  it("is the same slice of the oldest-first list at every offset, on either side of the middle", () => {
    for (const limit of [1, 5, 10, 23, 40])
      for (let offset = 0; offset <= 25; offset++) {
        const got = page(offset, limit);
        expect(
          got.users.map((u) => u.user_id),
          `offset ${offset}, limit ${limit}`,
        ).toEqual(ids.slice(offset, offset + limit));
        expect(got.total).toBe(23);
      }
  });

  it("keeps the offset and limit asked for in the answer", () => {
    expect(page(20, 10)).toMatchObject({ offset: 20, limit: 10, total: 23 });
    expect(page(30, 10).users).toEqual([]);
  });
});
