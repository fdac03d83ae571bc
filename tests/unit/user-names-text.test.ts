import { describe, expect, it } from "vitest";
import { fullName } from "@/lib/console/users/full-name";
import { callsText, indexerModeText, passPositionText, usersText } from "@/lib/console/user-index/indexer-status-text";
import { userPageTitle } from "@/lib/console/users/user-page-title";

describe("fullName", () => {
  it("joins the parts a record has", () => {
    expect(fullName("Sandra", "Sanchez")).toBe("Sandra Sanchez");
    expect(fullName(" Mary ", "O'Connor")).toBe("Mary O'Connor");
    expect(fullName(null, "Li")).toBe("Li");
    expect(fullName("", undefined)).toBeNull();
  });
});

describe("userPageTitle", () => {
  it("titles a user's pages by the name inside the console's own template", () => {
    expect(userPageTitle("Sandra Sanchez", "%s · Labdesk")).toEqual({
      default: "Sandra Sanchez",
      template: "%s · Sandra Sanchez · Labdesk",
    });
    expect(userPageTitle("Sandra Sanchez", null)).toEqual({
      default: "Sandra Sanchez",
      template: "%s · Sandra Sanchez",
    });
  });

  it("keeps the titles as they were without a name", () => {
    expect(userPageTitle(null, "%s · Labdesk")).toEqual({ default: "User", template: "%s · Labdesk" });
  });
});

describe("indexer status text", () => {
  it("says whether the indexer is on and how fast it may go", () => {
    expect(indexerModeText(0)).toBe("Off");
    expect(indexerModeText(1)).toBe("On, at most 1 service call per second");
    expect(indexerModeText(5)).toBe("On, at most 5 service calls per second");
  });

  it("counts users and calls", () => {
    expect(usersText(1)).toBe("1 user");
    expect(usersText(100000)).toBe("100,000 users");
    expect(callsText(1)).toBe("1 service call");
    expect(callsText(2040)).toBe("2,040 service calls");
  });

  it("places the current pass in the service's total", () => {
    const started = "2026-11-24T00:00:00Z";
    expect(passPositionText({ passStartedAt: null, passPosition: 0, serviceTotal: null })).toBeNull();
    expect(passPositionText({ passStartedAt: started, passPosition: 0, serviceTotal: null })).toBe("0 users");
    expect(passPositionText({ passStartedAt: started, passPosition: 1200, serviceTotal: 2000 })).toBe(
      "1,200 of 2,000 users (60%)",
    );
    // Users deleted at the service mid-pass: never past 100%.
    expect(passPositionText({ passStartedAt: started, passPosition: 2100, serviceTotal: 2000 })).toBe(
      "2,100 of 2,000 users (100%)",
    );
    expect(passPositionText({ passStartedAt: started, passPosition: 0, serviceTotal: 0 })).toBe("0 of 0 users (100%)");
  });
});
