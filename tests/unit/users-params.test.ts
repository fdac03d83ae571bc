import { describe, expect, it } from "vitest";
import { newestFirstWindow } from "@/lib/console/users/newest-first";
import { needsIndex, toUsersListQuery } from "@/lib/console/users/users-list-query";
import { usersListParamsCache, type UsersListParams } from "@/lib/console/users/list-params";

const parse = (query: Record<string, string>): UsersListParams => usersListParamsCache.parse(query);

describe("the users list's URL", () => {
  it("reads search, filters and sort into an index query, with whole days of the viewer's zone", () => {
    const q = toUsersListQuery(
      parse({
        q: "  Muñoz ",
        provider: "oura",
        details: "with",
        from: "2026-02-28",
        to: "2026-02-28",
        sort: "createdOn.asc",
      }),
      true,
      "UTC",
    );
    expect(q).toEqual({
      query: "Muñoz",
      filters: {
        provider: "oura",
        hasDetails: true,
        createdFrom: "2026-02-28T00:00:00.000Z",
        createdBefore: "2026-03-01T00:00:00.000Z",
      },
      sort: "created_asc",
    });
    expect(needsIndex(q)).toBe(true);
    // The same days in New York start five hours later, as the filter's label says.
    const ny = toUsersListQuery(parse({ from: "2026-02-28", to: "2026-02-28" }), true, "America/New_York");
    expect(ny.filters).toEqual({ createdFrom: "2026-02-28T05:00:00.000Z", createdBefore: "2026-03-01T05:00:00.000Z" });
  });

  it("keeps the plain list on the service when nothing narrows or orders it", () => {
    const q = toUsersListQuery(parse({ page: "3", size: "100", q: "   " }), true, "UTC");
    expect(q).toEqual({ query: "", filters: {}, sort: null });
    expect(needsIndex(q)).toBe(false);
  });

  it("keeps a plain list in creation order, either way round, on the service", () => {
    expect(needsIndex(toUsersListQuery(parse({ sort: "createdOn.asc" }), true, "UTC"))).toBe(false);
    expect(needsIndex(toUsersListQuery(parse({ sort: "createdOn.desc" }), false, "UTC"))).toBe(false);
    expect(needsIndex(toUsersListQuery(parse({ sort: "clientUserId.asc" }), false, "UTC"))).toBe(true);
  });

  it("ignores what it cannot read rather than failing the page", () => {
    const q = toUsersListQuery(parse({ details: "maybe", from: "2026-02-30", sort: "userId.asc" }), true, "UTC");
    expect(q).toEqual({ query: "", filters: {}, sort: null });
  });

  it("drops a sort by name for a role that sees no names, and sorts ids both ways", () => {
    expect(toUsersListQuery(parse({ sort: "name.desc" }), false, "UTC").sort).toBeNull();
    expect(toUsersListQuery(parse({ sort: "name.desc" }), true, "UTC").sort).toBe("last_name_desc");
    expect(toUsersListQuery(parse({ sort: "clientUserId.desc" }), false, "UTC").sort).toBe("client_user_id_desc");
  });

  it("cuts a pasted paragraph to a search's length", () => {
    expect(toUsersListQuery(parse({ q: "x".repeat(1000) }), true, "UTC").query).toHaveLength(200);
  });
});

describe("newest first from a list the service gives oldest first", () => {
  it("reads each page from the end, so pages neither overlap nor skip", () => {
    expect(newestFirstWindow(2000, { offset: 0, limit: 25 })).toEqual({ offset: 1975, limit: 25 });
    expect(newestFirstWindow(2000, { offset: 25, limit: 25 })).toEqual({ offset: 1950, limit: 25 });
    // The last page is the oldest users, however few are left.
    expect(newestFirstWindow(60, { offset: 50, limit: 25 })).toEqual({ offset: 0, limit: 10 });
    expect(newestFirstWindow(10, { offset: 0, limit: 25 })).toEqual({ offset: 0, limit: 10 });
  });

  it("asks past the end for a page past the last one, which the service answers empty", () => {
    expect(newestFirstWindow(60, { offset: 75, limit: 25 })).toEqual({ offset: 60, limit: 25 });
    expect(newestFirstWindow(0, { offset: 0, limit: 25 })).toEqual({ offset: 0, limit: 25 });
  });
});
