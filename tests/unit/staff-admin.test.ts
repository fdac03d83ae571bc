import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { appendAudit, queryAudit } from "@/lib/console/audit/store";
import { isUniqueViolation } from "@/lib/console/store/errors";
import { auditNewerCursor } from "@/lib/console/audit/store";
import { insertStaff, queryStaffPage } from "@/lib/console/staff/admin-store";
import { signInWithPassword } from "@/lib/console/auth/password-sign-in";
import { forgetAccountFailures } from "@/lib/console/auth/sign-in-throttle";
import { createSession, revokeStaffSessions } from "@/lib/console/store/sessions";
import { createStaff, updateStaff } from "@/lib/console/store/staff";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

const T0 = new Date("2026-05-01T10:00:00Z");

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  async function seeded() {
    const db = await tempConsoleStore(dialect);
    const people = [
      { email: "ada@clinic.org", name: "Ada Admin", role: "admin" as const },
      { email: "otis@clinic.org", name: "Otis Ops", role: "ops" as const },
      { email: "ana_50%@clinic.org", name: "Ana Analyst", role: "analyst" as const },
      { email: "cora@clinic.org", name: "Cora Coordinator", role: "care_coordinator" as const },
    ];
    const members = [];
    for (const [i, p] of people.entries()) {
      members.push(
        await createStaff(db, { ...p, passwordHash: i === 3 ? null : "hash" }, new Date(T0.getTime() + i * 60_000)),
      );
    }
    return { db, members };
  }

  describe("staff page query", () => {
    it("pages, sorts and counts", async () => {
      const { db } = await seeded();
      const first = await queryStaffPage(db, { offset: 0, limit: 2 });
      expect(first.total).toBe(4);
      expect(first.rows.map((r) => r.email)).toEqual(["ada@clinic.org", "ana_50%@clinic.org"]);
      const newest = await queryStaffPage(db, { offset: 0, limit: 1, sort: { id: "createdAt", desc: true } });
      expect(newest.rows[0]?.email).toBe("cora@clinic.org");
    });

    it("searches name and email case-insensitively, with % and _ taken literally, and filters by role", async () => {
      const { db } = await seeded();
      expect((await queryStaffPage(db, { offset: 0, limit: 10, q: "OTIS" })).rows.map((r) => r.name)).toEqual([
        "Otis Ops",
      ]);
      expect((await queryStaffPage(db, { offset: 0, limit: 10, q: "50%" })).rows.map((r) => r.name)).toEqual([
        "Ana Analyst",
      ]);
      expect((await queryStaffPage(db, { offset: 0, limit: 10, q: "_" })).total).toBe(1);
      expect((await queryStaffPage(db, { offset: 0, limit: 10, role: "ops" })).rows.map((r) => r.name)).toEqual([
        "Otis Ops",
      ]);
    });

    it("derives the status and never returns a password hash", async () => {
      const { db, members } = await seeded();
      await updateStaff(db, members[1]!.id, { disabled: true });
      for (let i = 0; i < 5; i++) await signInWithPassword(db, members[2]!.email, "wrong", { clientIp: "10.2.2.2" });
      const rows = (await queryStaffPage(db, { offset: 0, limit: 10 })).rows;
      const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
      expect(byName["Otis Ops"]?.status).toBe("disabled");
      expect(byName["Ana Analyst"]).toMatchObject({ status: "locked", heldBackUntil: expect.any(String) });
      expect(byName["Ada Admin"]?.status).toBe("active");
      expect(byName["Cora Coordinator"]?.hasPassword).toBe(false);
      expect(JSON.stringify(rows)).not.toContain("hash");
      await forgetAccountFailures(db, members[2]!.email);
      const after = (await queryStaffPage(db, { offset: 0, limit: 10, q: "Ana" })).rows[0];
      expect(after).toMatchObject({ status: "active", heldBackUntil: null });
    });
  });

  describe("last sign-in", () => {
    it("is the member's newest session, null for one who never signed in, and sorts with those last", async () => {
      const { db, members } = await seeded();
      const [ada, otis, ana] = members;
      const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
      await createSession(db, ada!.id, 3600, at(60));
      await createSession(db, ada!.id, 3600, at(180));
      await createSession(db, otis!.id, 3600, at(120));
      // Revoked (signed out) sessions still say when the member signed in.
      await revokeStaffSessions(db, otis!.id, at(125));
      await createSession(db, ana!.id, 3600, at(90));

      const rows = (await queryStaffPage(db, { offset: 0, limit: 10 })).rows;
      const last = Object.fromEntries(rows.map((r) => [r.name, r.lastSignInAt]));
      expect(last).toEqual({
        "Ada Admin": at(180).toISOString(),
        "Otis Ops": at(120).toISOString(),
        "Ana Analyst": at(90).toISOString(),
        "Cora Coordinator": null,
      });
      const sorted = async (desc: boolean) =>
        (await queryStaffPage(db, { offset: 0, limit: 10, sort: { id: "lastSignInAt", desc } })).rows.map(
          (r) => r.name,
        );
      expect(await sorted(true)).toEqual(["Ada Admin", "Otis Ops", "Ana Analyst", "Cora Coordinator"]);
      expect(await sorted(false)).toEqual(["Cora Coordinator", "Ana Analyst", "Otis Ops", "Ada Admin"]);
    });
  });

  describe("inserting staff with a chosen id", () => {
    it("normalises the email and reports a duplicate as such", async () => {
      const { db } = await seeded();
      const id = randomUUID();
      expect(
        await insertStaff(db, { id, email: " New@Clinic.org ", name: " Nia ", role: "ops", passwordHash: "h" }),
      ).toMatchObject({ id, email: "new@clinic.org", name: "Nia" });
      let caught: unknown;
      try {
        await insertStaff(db, {
          id: randomUUID(),
          email: "new@clinic.org",
          name: "Again",
          role: "ops",
          passwordHash: "h",
        });
      } catch (error) {
        caught = error;
      }
      expect(isUniqueViolation(caught)).toBe(true);
      expect(isUniqueViolation(new Error("other"))).toBe(false);
    });
  });

  describe("audit keyset paging", () => {
    it("finds the cursor of the newer page so Older then Newer returns to the same rows", async () => {
      const db = await tempConsoleStore(dialect);
      for (let i = 0; i < 23; i++)
        await appendAudit(db, { action: i % 2 ? "staff.create" : "audit.read", outcome: "ok" });
      const filter = { action: "audit.read" }; // 12 records
      const pages: number[][] = [];
      let before: number | undefined;
      for (;;) {
        const { rows, nextBefore } = await queryAudit(db, filter, { before, limit: 5 });
        pages.push(rows.map((r) => r.seq));
        if (nextBefore === null) break;
        before = nextBefore;
      }
      expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
      // From the last page back to the middle one, then to the first (no cursor).
      const third = await queryAudit(db, filter, { before: pages[1]!.at(-1), limit: 5 });
      expect(third.rows.map((r) => r.seq)).toEqual(pages[2]);
      const toSecond = await auditNewerCursor(db, filter, pages[1]!.at(-1)!, 5);
      expect((await queryAudit(db, filter, { before: toSecond!, limit: 5 })).rows.map((r) => r.seq)).toEqual(pages[1]);
      expect(await auditNewerCursor(db, filter, pages[0]!.at(-1)!, 5)).toBeNull();
    });
  });
});
