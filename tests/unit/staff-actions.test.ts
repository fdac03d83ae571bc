import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  createStaffAction,
  disableStaffAction,
  resetStaffPasswordAction,
  setStaffRoleAction,
  unlockStaffAction,
} from "@/lib/console/actions/staff";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb, type ConsoleDb } from "@/lib/console/store/db";
import { createSession, loadActiveSession } from "@/lib/console/store/sessions";
import { heldBackAccounts } from "@/lib/console/auth/sign-in-throttle";
import { createStaff, findStaffById } from "@/lib/console/store/staff";
import { setTimeZonePreferenceAction } from "@/lib/console/actions/preferences";
import { signInWithPassword } from "@/lib/console/auth/password-sign-in";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

/**
 * The staff admin actions on a real console store: each write lands and is audited, and the
 * refusals (a duplicate email, a member that is gone) come back as messages. Only the session
 * and Next.js's cache are stubbed.
 */
const adminId = vi.hoisted(() => crypto.randomUUID());
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({ "x-request-id": "staff-actions" }),
);
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff("admin", adminId) };
});

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  let db: ConsoleDb;
  const IDLE = 15 * 60;
  const lastRecord = async (action: string) => (await queryAudit(db, { action }, { limit: 1 })).rows[0];

  async function newMember(email: string) {
    const input = { email, name: "Nia", role: "ops", generatePassword: true, password: "" };
    const result = await createStaffAction(input);
    if (!result.ok) throw new Error(result.message);
    return result.data.id;
  }

  beforeAll(async () => {
    db = await tempConsoleStore(dialect);
    useConsoleDb(db);
  });

  describe("staff admin actions", () => {
    it("create a member, audited with its id, and refuse the same email again at the field", async () => {
      const id = await newMember("nia@clinic.org");
      expect(await findStaffById(db, id)).toMatchObject({ email: "nia@clinic.org", role: "ops", disabled: false });
      expect(await lastRecord("staff.create")).toMatchObject({ outcome: "ok", targetId: id, staffId: adminId });

      const again = await createStaffAction({
        email: "NIA@clinic.org",
        name: "Other",
        role: "ops",
        generatePassword: true,
        password: "",
      });
      expect(again).toMatchObject({
        ok: false,
        kind: "declined",
        fieldErrors: { email: expect.stringContaining("already exists") },
      });
      expect(await lastRecord("staff.create")).toMatchObject({ outcome: "failed", detail: "email already in use" });
    });

    it("change a role and disable a member, whose sessions end at once", async () => {
      const id = await newMember("otis@clinic.org");
      const sid = await createSession(db, id, 3600);
      expect(await setStaffRoleAction({ staffId: id, role: "analyst" })).toMatchObject({
        ok: true,
        data: { role: "analyst", previousRole: "ops" },
      });
      expect((await findStaffById(db, id))?.role).toBe("analyst");
      expect(await loadActiveSession(db, sid, IDLE)).not.toBeNull();
      // The record says what the role was, not only what it became.
      expect(await lastRecord("staff.set_role")).toMatchObject({ changes: { role: "ops → analyst" } });

      expect(await disableStaffAction({ staffId: id })).toMatchObject({ ok: true });
      expect((await findStaffById(db, id))?.disabled).toBe(true);
      expect(await loadActiveSession(db, sid, IDLE)).toBeNull();
      expect(await lastRecord("staff.disable")).toMatchObject({ outcome: "ok", targetId: id });
    });

    it("reset a password: lifts a lockout and ends the member's sessions", async () => {
      const id = await newMember("ana@clinic.org");
      for (let i = 0; i < 5; i++) await signInWithPassword(db, "ana@clinic.org", "wrong", { clientIp: "10.1.1.1" });
      expect((await heldBackAccounts(db, ["ana@clinic.org"])).size).toBe(1);
      const sid = await createSession(db, id, 3600);
      const result = await resetStaffPasswordAction({ staffId: id });
      expect(result.ok && result.data.password.length).toBeGreaterThan(8);
      expect((await heldBackAccounts(db, ["ana@clinic.org"])).size).toBe(0);
      expect(await loadActiveSession(db, sid, IDLE)).toBeNull();
    });

    it("unlock: a held-back member may sign in again at once, and the unlock is audited", async () => {
      const id = await newMember("uma@clinic.org");
      for (let i = 0; i < 5; i++) await signInWithPassword(db, "uma@clinic.org", "wrong", { clientIp: "10.1.1.2" });
      expect((await heldBackAccounts(db, ["uma@clinic.org"])).size).toBe(1);
      expect((await unlockStaffAction({ staffId: id })).ok).toBe(true);
      expect((await heldBackAccounts(db, ["uma@clinic.org"])).size).toBe(0);
      expect(await lastRecord("staff.unlock")).toMatchObject({ outcome: "ok", targetId: id });
    });

    it("refuse a member that no longer exists, and audit the refusal", async () => {
      const gone = randomUUID();
      expect(await setStaffRoleAction({ staffId: gone, role: "ops" })).toMatchObject({
        ok: false,
        kind: "declined",
        message: expect.stringContaining("no longer exists"),
      });
      expect(await lastRecord("staff.set_role")).toMatchObject({
        outcome: "failed",
        targetId: gone,
        detail: "unknown staff id",
      });
    });
  });

  describe("a member's own time zone", () => {
    it("is saved on their record in its own spelling, audited as a change, and cleared back to the browser's", async () => {
      await createStaff(db, { id: adminId, email: "ada@clinic.org", name: "Ada", role: "admin", passwordHash: null });
      expect(await setTimeZonePreferenceAction({ timeZone: "europe/paris" })).toMatchObject({
        ok: true,
        data: { timeZone: "Europe/Paris" },
      });
      expect((await findStaffById(db, adminId))?.timeZone).toBe("Europe/Paris");
      expect(await lastRecord("preferences.time_zone")).toMatchObject({
        outcome: "ok",
        targetId: adminId,
        changes: { time_zone: "(browser's zone) → Europe/Paris" },
      });
      expect(await setTimeZonePreferenceAction({ timeZone: null })).toMatchObject({
        ok: true,
        data: { timeZone: null },
      });
      expect((await findStaffById(db, adminId))?.timeZone).toBeNull();
    });

    it("refuses a zone it does not know at the field, keeping what was typed and the saved zone", async () => {
      await setTimeZonePreferenceAction({ timeZone: "Asia/Tokyo" });
      const refused = await setTimeZonePreferenceAction({ timeZone: "Mars/Olympus" });
      expect(refused).toMatchObject({
        ok: false,
        kind: "invalid",
        fieldErrors: { timeZone: expect.stringContaining("“Mars/Olympus” is not a time zone") },
        values: { timeZone: "Mars/Olympus" },
      });
      expect((await findStaffById(db, adminId))?.timeZone).toBe("Asia/Tokyo");
    });
  });
});
