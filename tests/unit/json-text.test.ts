import { describe, expect, it } from "vitest";
import { fromJsonText, toJsonText } from "@/lib/json-text";
import type { UsersListPage } from "@/lib/console/users/users-list";

describe("JSON text props", () => {
  it("reads back a users page as the client component would have received it through Flight", () => {
    const page: UsersListPage = {
      rows: [
        {
          userId: "3f81bfe8-4655-4ef7-81a7-cea50e3fa28f",
          clientUserId: 'mbr_0104729 "quoted" </script> ünïcode',
          createdOn: "2024-11-27T11:40:38.424Z",
          connectedSources: [{ slug: "fitbit", name: "Fitbit", logo: null, connectedOn: "2025-01-02T03:04:05.000Z" }],
          name: "",
          fallbackTimeZone: null,
          fallbackBirthDate: { state: "none" },
          exactMatch: undefined,
        },
      ],
      total: 1,
      totalCapped: false,
      source: "service",
      lastCompletePassAt: null,
    };
    const back = fromJsonText(toJsonText(page));
    expect(back).toEqual(page);
    // An undefined property is left out of the text and reads back as undefined all the same.
    expect("exactMatch" in back.rows[0]!).toBe(false);
    expect(back.rows[0]!.exactMatch).toBeUndefined();
  });
});
