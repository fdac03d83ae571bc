import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { grantState } from "@/lib/console/break-glass/status";
import {
  endGrant,
  endStaffGrants,
  findGrant,
  grantsToReview,
  holderGrant,
  openGrant,
  reviewedGrants,
  reviewGrant,
  type GrantHolder,
} from "@/lib/console/break-glass/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import type { Role } from "@/lib/console/permissions";
import { createSession, revokeSession } from "@/lib/console/store/sessions";
import { createStaff } from "@/lib/console/store/staff";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

/**
 * Break-glass grants on both stores: one patient, one holder (its session and role), a limited
 * time, and a review once it has ended.
 */
const T0 = new Date("2026-11-20T10:00:00.000Z");
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const PATIENT = randomUUID();
const OTHER_PATIENT = randomUUID();

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  let db: ConsoleDb;
  let adminId: string;

  async function member(role: Role): Promise<GrantHolder & { email: string }> {
    const id = randomUUID();
    const email = `${id.slice(0, 8)}@clinic.org`;
    await createStaff(db, { id, email, name: "Ola", role, passwordHash: null });
    return { staffId: id, email, role, sessionId: await createSession(db, id, 12 * 3600, T0) };
  }
  const grantFor = (who: { email: string }, userId = PATIENT, reason = "patient_safety") => ({
    id: randomUUID(),
    staffEmail: who.email,
    userId,
    clientUserId: "client-1",
    reason,
    details: null,
    minutes: 30,
  });

  beforeAll(async () => {
    db = await tempConsoleStore(dialect);
    adminId = (await member("admin")).staffId;
  });

  it("opens for one patient, for its holder's session only, until it expires", async () => {
    const ops = await member("ops");
    const opened = await openGrant(db, ops, grantFor(ops), T0);
    expect(opened).toMatchObject({ created: true, grant: { userId: PATIENT, role: "ops", reason: "patient_safety" } });
    if (!("grant" in opened)) throw new Error("not opened");
    expect(opened.grant.expiresAt).toBe(later(30).toISOString());

    expect((await holderGrant(db, ops, later(29)))?.id).toBe(opened.grant.id);
    // Another session of the same member, and another member, hold nothing.
    expect(await holderGrant(db, { ...ops, sessionId: randomUUID() }, later(1))).toBeNull();
    const analyst = await member("analyst");
    expect(await holderGrant(db, analyst, later(1))).toBeNull();
    // Expired: gone for the holder, and the queue says so.
    expect(await holderGrant(db, ops, later(30))).toBeNull();
    const record = await findGrant(db, opened.grant.id);
    expect(grantState(record!, later(31))).toEqual({ state: "ended", at: later(30).toISOString(), why: "expired" });
  });

  it("keeps to one patient: the same one again is the open grant, another is refused", async () => {
    const ops = await member("ops");
    const first = await openGrant(db, ops, grantFor(ops), T0);
    const again = await openGrant(db, ops, grantFor(ops), later(5));
    expect(again).toMatchObject({ created: false, grant: { id: "grant" in first ? first.grant.id : "" } });
    const other = await openGrant(db, ops, grantFor(ops, OTHER_PATIENT), later(6));
    expect(other).toMatchObject({ conflict: { userId: PATIENT } });
    expect((await holderGrant(db, ops, later(7)))?.userId).toBe(PATIENT);
  });

  it("ends when its holder ends it, and only its holder can", async () => {
    const ops = await member("ops");
    const opened = await openGrant(db, ops, grantFor(ops), T0);
    if (!("grant" in opened)) throw new Error("not opened");
    const analyst = await member("analyst");
    expect(await endGrant(db, { grantId: opened.grant.id, staffId: analyst.staffId }, "ended", later(1))).toBe(false);
    expect(await endGrant(db, { grantId: opened.grant.id, staffId: ops.staffId }, "ended", later(2))).toBe(true);
    expect(await endGrant(db, { grantId: opened.grant.id, staffId: ops.staffId }, "ended", later(3))).toBe(false);
    expect(await holderGrant(db, ops, later(2))).toBeNull();
    const record = await findGrant(db, opened.grant.id);
    expect(grantState(record!, later(4))).toEqual({ state: "ended", at: later(2).toISOString(), why: "ended" });
    // Ended early, a new grant may follow, for another patient too.
    expect(await openGrant(db, ops, grantFor(ops, OTHER_PATIENT), later(5))).toMatchObject({ created: true });
  });

  it("ends on a role change, whether an admin recorded it or the role simply differs now", async () => {
    const ops = await member("ops");
    const opened = await openGrant(db, ops, grantFor(ops), T0);
    if (!("grant" in opened)) throw new Error("not opened");
    expect(await holderGrant(db, { ...ops, role: "analyst" }, later(1))).toBeNull();
    // Back to the old role: the grant stays ended.
    expect(await holderGrant(db, ops, later(2))).toBeNull();
    expect(await findGrant(db, opened.grant.id)).toMatchObject({ endReason: "role_changed" });

    const analyst = await member("analyst");
    await openGrant(db, analyst, grantFor(analyst), T0);
    expect(await endStaffGrants(db, analyst.staffId, "role_changed", later(1))).toBe(1);
    expect(await holderGrant(db, analyst, later(2))).toBeNull();
  });

  it("ends with its session: signing out shows as ended in the queue", async () => {
    const ops = await member("ops");
    const opened = await openGrant(db, ops, grantFor(ops), T0);
    if (!("grant" in opened)) throw new Error("not opened");
    await revokeSession(db, ops.sessionId, later(4));
    const record = await findGrant(db, opened.grant.id);
    expect(grantState(record!, later(5))).toEqual({
      state: "ended",
      at: later(4).toISOString(),
      why: "session_ended",
    });
  });

  it("replaces an open grant of the same member's other session", async () => {
    const ops = await member("ops");
    const first = await openGrant(db, ops, grantFor(ops), T0);
    if (!("grant" in first)) throw new Error("not opened");
    const elsewhere = { ...ops, sessionId: await createSession(db, ops.staffId, 3600, T0) };
    expect(await openGrant(db, elsewhere, grantFor(ops, OTHER_PATIENT), later(1))).toMatchObject({ created: true });
    expect(await findGrant(db, first.grant.id)).toMatchObject({ endReason: "replaced" });
  });

  it("is reviewed once, after it ended, with the reviewer and note; the queue moves it", async () => {
    const ops = await member("ops");
    const opened = await openGrant(db, ops, grantFor(ops, PATIENT, "other"), T0);
    if (!("grant" in opened)) throw new Error("not opened");
    const reviewer = { staffId: adminId, email: "admin@clinic.org" };
    expect(await reviewGrant(db, opened.grant.id, reviewer, null, later(1))).toBe("open");
    expect((await grantsToReview(db)).map((g) => g.id)).toContain(opened.grant.id);

    await endGrant(db, { grantId: opened.grant.id }, "ended", later(2));
    expect(await reviewGrant(db, opened.grant.id, reviewer, "Called back, fine", later(3))).toBe("reviewed");
    expect(await reviewGrant(db, opened.grant.id, reviewer, null, later(4))).toBe("already_reviewed");
    expect(await reviewGrant(db, randomUUID(), reviewer, null, later(4))).toBe("missing");

    expect((await grantsToReview(db)).map((g) => g.id)).not.toContain(opened.grant.id);
    const reviewed = await reviewedGrants(db, { limit: 10, offset: 0 });
    expect(reviewed.total).toBeGreaterThanOrEqual(1);
    expect(reviewed.grants[0]).toMatchObject({
      id: opened.grant.id,
      reviewedByStaffId: adminId,
      reviewNote: "Called back, fine",
      reviewedAt: later(3).toISOString(),
    });
  });
});
