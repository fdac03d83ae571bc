import { describe, expect, it } from "vitest";
import { parseLabAccounts, readLabAccounts } from "@/lib/console/psc/lab-accounts";

describe("LAB_ACCOUNTS", () => {
  it("reads Name=uuid pairs, keeps names with '=' in them, and skips what is not a UUID", () => {
    expect(
      parseLabAccounts(
        "Quest main=2F6D1C8E-4B1A-4C3E-9A57-0D2B8E6F1A31; A=B lab = 8c0f3a52-7e19-4d6b-b1c4-5a9e2d7f3b60;broken=123;=8c0f3a52-7e19-4d6b-b1c4-5a9e2d7f3b60",
      ),
    ).toEqual([
      { id: "2f6d1c8e-4b1a-4c3e-9a57-0d2b8e6f1a31", name: "Quest main" },
      { id: "8c0f3a52-7e19-4d6b-b1c4-5a9e2d7f3b60", name: "A=B lab" },
    ]);
    expect(parseLabAccounts(undefined)).toEqual([]);
  });

  it("counts the entries it skipped, for the settings page; empty entries are not mistakes", () => {
    const one = "Quest main=2f6d1c8e-4b1a-4c3e-9a57-0d2b8e6f1a31";
    expect(readLabAccounts(`${one};broken=123; ;`)).toMatchObject({ skipped: 1 });
    expect(readLabAccounts(`${one};`)).toMatchObject({ skipped: 0 });
    expect(readLabAccounts(undefined)).toEqual({ accounts: [], skipped: 0 });
  });
});
