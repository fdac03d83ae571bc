import { describe, expect, it, vi } from "vitest";
import { currentStaff } from "@/lib/console/auth/current-staff";
import { useConsoleDb } from "@/lib/console/store/db";
import { requestIdOfDigest } from "@/lib/console/request-digest";
import { tempConsoleDb } from "../support/console-store";

/**
 * A page whose session check cannot reach the console's store fails with the request id as the
 * error's digest: Next.js passes a digest the error already has to the error page unchanged, and
 * the page shows it as the request id the server log carries.
 */
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "page-outage-7" }),
);
vi.mock("@/lib/console/auth/session-cookie", () => ({ sessionIdOfRequest: async () => "some-session" }));

describe("the session check with the store out of reach", () => {
  it("fails with a StoreError whose digest is the request id", async () => {
    const db = tempConsoleDb();
    await db.close();
    useConsoleDb(db);
    const error = (await currentStaff().then(
      () => null,
      (e: unknown) => e,
    )) as Error & { digest?: string };
    expect(error).toMatchObject({ name: "StoreError" });
    expect(requestIdOfDigest(error.digest)).toBe("page-outage-7");
  });
});
