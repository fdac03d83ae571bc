import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/console/auth/passwords";
import { signInWithPassword } from "@/lib/console/auth/password-sign-in";
import { staffForOidcProfile } from "@/lib/console/auth/oidc-staff";
import { queryAudit } from "@/lib/console/audit/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import { THROTTLES, forgetAccountFailures, heldBackAccounts } from "@/lib/console/auth/sign-in-throttle";
import { createSession, loadActiveSession, revokeSession, touchSession } from "@/lib/console/store/sessions";
import { createStaff, findStaffByEmail, updateStaff } from "@/lib/console/store/staff";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

const T0 = new Date("2026-05-01T10:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  async function withStaff(role: "admin" | "ops" = "ops") {
    const db = await tempConsoleStore(dialect);
    const member = await createStaff(
      db,
      { email: "Nurse@Example.org", name: "Nurse", role, passwordHash: await hashPassword("correct horse battery") },
      T0,
    );
    return { db, member };
  }

  describe("password sign-in", () => {
    it("accepts the right password (email case-insensitive) and audits it", async () => {
      const { db } = await withStaff();
      const result = await signInWithPassword(db, "nurse@example.ORG", "correct horse battery", {
        now: T0,
        requestId: "req-1",
      });
      expect(result.ok).toBe(true);
      const [record] = (await queryAudit(db, { action: "auth.sign_in" }, { limit: 5 })).rows;
      expect(record).toMatchObject({ outcome: "ok", staffEmail: "nurse@example.org", requestId: "req-1" });
    });

    const REFUSED = { ok: false, reason: "invalid" };
    const latestDetail = async (db: ConsoleDb) =>
      (await queryAudit(db, { action: "auth.sign_in" }, { limit: 1 })).rows[0]?.detail;

    it("holds an account back from one address after five failures, with the same refusal, and not from others", async () => {
      const { db } = await withStaff();
      const from = (clientIp: string) => ({ clientIp });
      for (let i = 0; i < 5; i++)
        expect(await signInWithPassword(db, "nurse@example.org", `wrong-${i}`, from("10.0.0.1"))).toEqual(REFUSED);
      expect(await latestDetail(db)).toBe(
        "wrong password; now held back: too many failures for this account from this address",
      );
      // The right password, from the same address: the same answer as a wrong one.
      expect(await signInWithPassword(db, "nurse@example.org", "correct horse battery", from("10.0.0.1"))).toEqual(
        REFUSED,
      );
      // Held back: counted, not audited one by one (sign-in-throttle.test.ts).
      expect(await latestDetail(db)).toBe(
        "wrong password; now held back: too many failures for this account from this address",
      );
      // The person at their own desk is not locked out by someone else's guesses.
      expect((await signInWithPassword(db, "nurse@example.org", "correct horse battery", from("10.0.0.2"))).ok).toBe(
        true,
      );
    });

    it("lets counts decay: a failure every quarter hour never holds anyone back, and a hold ends with its window", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now: T0 });
      try {
        const { db } = await withStaff();
        for (let i = 0; i < 8; i++) {
          vi.setSystemTime(at(i * 16));
          await signInWithPassword(db, "nurse@example.org", "wrong", { clientIp: "10.0.0.9" });
        }
        expect(
          (await signInWithPassword(db, "nurse@example.org", "correct horse battery", { clientIp: "10.0.0.9" })).ok,
        ).toBe(true);

        vi.setSystemTime(at(200));
        for (let i = 0; i < 5; i++)
          await signInWithPassword(db, "nurse@example.org", "wrong", { clientIp: "10.0.0.9" });
        vi.setSystemTime(at(214));
        expect(
          await signInWithPassword(db, "nurse@example.org", "correct horse battery", { clientIp: "10.0.0.9" }),
        ).toEqual(REFUSED);
        vi.setSystemTime(at(216));
        expect(
          (await signInWithPassword(db, "nurse@example.org", "correct horse battery", { clientIp: "10.0.0.9" })).ok,
        ).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it("forgets an address's failures after a good sign-in from it", async () => {
      const { db } = await withStaff();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 4; i++)
          await signInWithPassword(db, "nurse@example.org", "wrong", { clientIp: "10.0.0.3" });
        expect(
          (await signInWithPassword(db, "nurse@example.org", "correct horse battery", { clientIp: "10.0.0.3" })).ok,
        ).toBe(true);
      }
    });

    it("holds back one address guessing across many accounts", async () => {
      const { db } = await withStaff();
      for (let i = 0; i < THROTTLES.ip.points; i++)
        await signInWithPassword(db, `guess-${i}@example.org`, "wrong", { clientIp: "192.0.2.7" });
      expect(await latestDetail(db)).toBe("unknown email; now held back: too many failures from this address");
      expect(
        await signInWithPassword(db, "nurse@example.org", "correct horse battery", { clientIp: "192.0.2.7" }),
      ).toEqual(REFUSED);
    }, 60_000);

    it("shows a held-back account to admins, and an unlock lets it in from every address", async () => {
      const { db } = await withStaff();
      for (let i = 0; i < 5; i++) await signInWithPassword(db, "nurse@example.org", "wrong", { clientIp: "10.0.0.4" });
      const held = await heldBackAccounts(db, ["nurse@example.org", "other@example.org"]);
      expect([...held.keys()]).toEqual(["nurse@example.org"]);
      expect(held.get("nurse@example.org")!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      await forgetAccountFailures(db, "nurse@example.org");
      expect((await heldBackAccounts(db, ["nurse@example.org"])).size).toBe(0);
      expect(
        (await signInWithPassword(db, "nurse@example.org", "correct horse battery", { clientIp: "10.0.0.4" })).ok,
      ).toBe(true);
    });

    it("refuses a disabled account and an unknown email with the same answer, auditing which it was", async () => {
      const { db, member } = await withStaff();
      await updateStaff(db, member.id, { disabled: true });
      expect(await signInWithPassword(db, "nurse@example.org", "correct horse battery")).toEqual(REFUSED);
      expect(await signInWithPassword(db, "nobody@example.org", "x")).toEqual(REFUSED);
      const details = (await queryAudit(db, {}, { limit: 10 })).rows.map((r) => r.detail);
      expect(details).toEqual(expect.arrayContaining(["account disabled", "unknown email"]));
    });
  });

  describe("server-side sessions", () => {
    it("end when idle, past the absolute limit, revoked, or when the account is disabled", async () => {
      const { db, member } = await withStaff();
      const idle = 15 * 60;
      const sid = await createSession(db, member.id, 12 * 3600, T0);
      expect(await loadActiveSession(db, sid, idle, at(14))).not.toBeNull();
      expect(await loadActiveSession(db, sid, idle, at(16))).toBeNull();
      expect(await loadActiveSession(db, sid, idle, at(1))).toBeNull(); // ended for good, not just skipped

      const busy = await createSession(db, member.id, 12 * 3600, T0);
      for (let m = 10; m <= 12 * 60 - 5; m += 10)
        await touchSession(db, (await loadActiveSession(db, busy, idle, at(m)))!, at(m));
      expect(await loadActiveSession(db, busy, idle, at(12 * 60 + 1))).toBeNull();

      const revoked = await createSession(db, member.id, 3600, T0);
      await revokeSession(db, revoked, at(1));
      expect(await loadActiveSession(db, revoked, idle, at(2))).toBeNull();

      const other = await createSession(db, member.id, 3600, T0);
      await updateStaff(db, member.id, { disabled: true });
      expect(await loadActiveSession(db, other, idle, at(1))).toBeNull();
    });
  });

  describe("audit log", () => {
    it("refuses updates and deletes at the database", async () => {
      const { db } = await withStaff();
      await signInWithPassword(db, "nurse@example.org", "wrong");
      const { auditLog } = db.tables;
      // The triggers' own refusal: SQLite's RAISE(ABORT), PostgreSQL's insufficient_privilege.
      const code = dialect === "sqlite" ? "SQLITE_CONSTRAINT_TRIGGER" : "42501";
      const refused = { name: "StoreError", kind: "failed", code };
      await expect(db.orm.update(auditLog).set({ outcome: "ok" })).rejects.toMatchObject(refused);
      await expect(db.orm.delete(auditLog)).rejects.toMatchObject(refused);
      if (dialect === "postgres") await expect(db.orm.execute(sql`TRUNCATE audit_log`)).rejects.toMatchObject(refused);
      expect((await queryAudit(db, {}, { limit: 5 })).rows).toHaveLength(1);
    });
  });

  describe("single sign-on staff mapping", () => {
    const opts = { issuer: "http://idp.test", roleClaim: "labdesk_role" };

    it("creates the account with the claimed role and follows later role changes", async () => {
      const db = await tempConsoleStore(dialect);
      const first = await staffForOidcProfile(
        db,
        { sub: "u1", email: "Dr@Clinic.org", name: "Dr Who", labdesk_role: "care_coordinator" },
        opts,
      );
      expect(first).toMatchObject({ email: "dr@clinic.org", role: "care_coordinator", passwordHash: null });
      const again = await staffForOidcProfile(db, { sub: "u1", email: "dr@clinic.org", labdesk_role: "analyst" }, opts);
      expect(again?.id).toBe(first?.id);
      expect((await findStaffByEmail(db, "dr@clinic.org"))?.role).toBe("analyst");
    });

    it("refuses a missing or unknown role claim, a disabled account and a hijacked email", async () => {
      const db = await tempConsoleStore(dialect);
      expect(await staffForOidcProfile(db, { sub: "u2", email: "a@clinic.org" }, opts)).toBeNull();
      expect(
        await staffForOidcProfile(db, { sub: "u2", email: "a@clinic.org", labdesk_role: "superuser" }, opts),
      ).toBeNull();
      const made = (await staffForOidcProfile(db, { sub: "u3", email: "b@clinic.org", labdesk_role: "ops" }, opts))!;
      expect(
        await staffForOidcProfile(db, { sub: "someone-else", email: "b@clinic.org", labdesk_role: "admin" }, opts),
      ).toBeNull();
      await updateStaff(db, made.id, { disabled: true });
      expect(await staffForOidcProfile(db, { sub: "u3", email: "b@clinic.org", labdesk_role: "ops" }, opts)).toBeNull();
      expect(
        (await queryAudit(db, { action: "auth.sign_in" }, { limit: 10 })).rows.filter((r) => r.outcome === "denied")
          .length,
      ).toBe(4);
    });

    it("never takes over a password account, and binds an unbound one only to a verified email", async () => {
      const db = await tempConsoleStore(dialect);
      const password = await createStaff(db, {
        email: "nurse@clinic.org",
        name: "Nurse",
        role: "ops",
        passwordHash: await hashPassword("correct horse battery"),
      });
      const claim = { sub: "idp-nurse", email: "nurse@clinic.org", labdesk_role: "admin", email_verified: true };
      expect(await staffForOidcProfile(db, claim, opts)).toBeNull();
      expect(await findStaffByEmail(db, "nurse@clinic.org")).toMatchObject({
        id: password.id,
        role: "ops",
        oidcSubject: null,
      });

      await createStaff(db, { email: "sso@clinic.org", name: "Sso", role: "analyst", passwordHash: null });
      const unverified = { sub: "idp-sso", email: "sso@clinic.org", labdesk_role: "analyst" };
      expect(await staffForOidcProfile(db, unverified, opts)).toBeNull();
      expect(await staffForOidcProfile(db, { ...unverified, email_verified: "true" }, opts)).toBeNull();
      expect(await staffForOidcProfile(db, { ...unverified, email_verified: true }, opts)).toMatchObject({
        email: "sso@clinic.org",
        oidcSubject: "http://idp.test|idp-sso",
      });
      const details = (await queryAudit(db, { action: "auth.sign_in" }, { limit: 10 })).rows.map((r) => r.detail);
      expect(details).toEqual(
        expect.arrayContaining([
          "oidc: email belongs to a password account",
          "oidc: email not verified by the identity provider",
        ]),
      );
    });
  });
});
