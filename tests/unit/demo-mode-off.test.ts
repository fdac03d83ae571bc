import { beforeAll, describe, expect, it, vi } from "vitest";
import { currentStaff } from "@/lib/console/auth/current-staff";
import { hashPassword } from "@/lib/console/auth/passwords";
import { signInWithPassword } from "@/lib/console/auth/password-sign-in";
import { prepareConsole } from "@/lib/console/startup";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb, type ConsoleDb } from "@/lib/console/store/db";
import { DEFAULT_DEMO_PASSWORD, ensureDemoStaff } from "@/lib/console/auth/demo-staff";
import { createSession } from "@/lib/console/store/sessions";
import { createStaff, findStaffByEmail } from "@/lib/console/store/staff";
import { tempConsoleDb } from "../support/console-store";

/**
 * A console whose demo mode was turned off after the demo accounts were made (a workstation trial
 * moved to production, say): their password is public, so they may neither sign in nor keep a
 * session. This file's own module graph reads DEMO_MODE=0 from the start.
 */
vi.stubEnv("DEMO_MODE", "0");
vi.stubEnv("AUTH_SECRET", "s".repeat(40));

// The session cookie of the request, set by each test.
let cookieSid: string | null = null;
vi.mock("@/lib/console/auth/session-cookie", () => ({ sessionIdOfRequest: async () => cookieSid }));

let db: ConsoleDb;
let ownAdminId: string;
beforeAll(async () => {
  db = tempConsoleDb();
  useConsoleDb(db);
  await ensureDemoStaff(db, DEFAULT_DEMO_PASSWORD);
  ownAdminId = (
    await createStaff(db, {
      email: "ada@example.org",
      name: "Ada",
      role: "admin",
      passwordHash: await hashPassword("a-password-of-our-own"),
    })
  ).id;
});

describe("demo accounts made earlier, once demo mode is off", () => {
  it("are refused at sign-in with the one refusal, audited as such; other accounts are not", async () => {
    const refused = await signInWithPassword(db, "admin@labdesk.local", DEFAULT_DEMO_PASSWORD, {
      clientIp: "10.1.1.1",
      refuseDemoAccounts: true,
    });
    expect(refused).toEqual({ ok: false, reason: "invalid" });
    const [record] = (await queryAudit(db, { action: "auth.sign_in" }, { limit: 1 })).rows;
    expect(record).toMatchObject({ outcome: "denied", detail: "demo account, and demo mode is off" });
    const own = await signInWithPassword(db, "ada@example.org", "a-password-of-our-own", { refuseDemoAccounts: true });
    expect(own.ok).toBe(true);
  });

  it("lose the sessions they had", async () => {
    const demoAdmin = (await findStaffByEmail(db, "admin@labdesk.local"))!;
    cookieSid = await createSession(db, demoAdmin.id, 3600);
    expect(await currentStaff()).toBeNull();
    cookieSid = await createSession(db, ownAdminId, 3600);
    expect((await currentStaff())?.staff.email).toBe("ada@example.org");
  });

  it("are named in a start-up warning", async () => {
    const lines: { level: string; line: string }[] = [];
    await prepareConsole({
      info: (line) => lines.push({ level: "info", line }),
      warn: (line) => lines.push({ level: "warn", line }),
    });
    expect(lines).toEqual([
      {
        level: "warn",
        line: expect.stringMatching(
          /^Demo mode is off: the demo accounts made earlier \(admin@labdesk\.local, coordinator@labdesk\.local, ops@labdesk\.local, analyst@labdesk\.local\) are refused at sign-in/,
        ),
      },
    ]);
  });
});
