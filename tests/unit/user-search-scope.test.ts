import { describe, expect, it } from "vitest";
import { ID_ONLY_SEARCH, noUserMatchText } from "@/lib/console/user-index/search-scope";

describe("what a user search says when nothing matches", () => {
  it("tells an id-only role that names are not searched, instead of blaming the spelling", () => {
    expect(noUserMatchText("maria", false)).toBe(`No user matches “maria”. ${ID_ONLY_SEARCH}`);
    expect(ID_ONLY_SEARCH).toMatch(/by id only/);
    expect(ID_ONLY_SEARCH).not.toMatch(/spelling/);
  });

  it("says only what was searched to a role that searches names too", () => {
    expect(noUserMatchText("maria", true)).toBe("No user matches “maria”.");
  });
});
