import { describe, expect, it, vi } from "vitest";
import { storeFailureLine } from "@/lib/console/store/db";
import { toStoreError } from "@/lib/console/store/errors";

/** The one line start-up prints when the console's database is out of reach. */
vi.mock("@/lib/env", () => ({
  env: () => ({
    DATABASE_URL: "postgres://labdesk:hunter2-secret@db.internal:5433/console?sslmode=require",
    DATA_DIR: ".data",
  }),
}));

describe("a store that cannot be opened", () => {
  it("is named by host, port and database, never by its password, with what to check", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5433"), { code: "ECONNREFUSED" });
    const line = storeFailureLine(toStoreError(refused));
    expect(line).toBe(
      "Cannot open the console database at db.internal:5433/console: The console's database is unavailable. (ECONNREFUSED) Check DATABASE_URL and that PostgreSQL is running.",
    );
    expect(line).not.toMatch(/hunter2|labdesk:/);
  });

  it("gives no connection hint when the database answered and refused", () => {
    const denied = Object.assign(new Error("permission denied for schema public"), { code: "42501" });
    expect(storeFailureLine(toStoreError(denied))).toBe(
      "Cannot open the console database at db.internal:5433/console: The console's database refused the request. (42501)",
    );
  });
});
