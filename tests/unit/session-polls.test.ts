import { describe, expect, it, vi } from "vitest";
import { boardRowsAction, refreshBoardAction } from "@/lib/console/actions/appointments";
import { listBulkOpsAction } from "@/lib/console/actions/bulk-import";
import { staffForSession } from "@/lib/console/auth/current-staff";
import { useConsoleDb } from "@/lib/console/store/db";
import { createSession, loadActiveSession } from "@/lib/console/store/sessions";
import { createStaff } from "@/lib/console/store/staff";
import { tempConsoleDb } from "../support/console-store";

vi.mock("@/lib/console/auth/session-cookie", () => ({ sessionIdOfRequest: async () => null }));

describe("a page polling on a timer", () => {
  it("is checked like any request but does not extend the idle limit; activity does", async () => {
    const db = tempConsoleDb();
    useConsoleDb(db);
    const member = await createStaff(db, { email: "poll@clinic.org", name: "Poll", role: "ops", passwordHash: null });
    const started = new Date(Date.now() - 60_000);
    const sid = await createSession(db, member.id, 3600, started);
    const lastSeen = async () => (await loadActiveSession(db, sid, 3600))!.session.lastSeenAt;

    expect((await staffForSession(sid, { touch: false }))?.staff.id).toBe(member.id);
    expect(await lastSeen()).toBe(started.toISOString());

    await staffForSession(sid, { touch: true });
    expect(Date.parse(await lastSeen())).toBeGreaterThan(started.getTime());
  });

  it("is how the board's refresh, its rows told changed and the import progress are declared", () => {
    expect(refreshBoardAction.guard.poll).toBe(true);
    expect(boardRowsAction.guard.poll).toBe(true);
    expect(listBulkOpsAction.guard.poll).toBe(true);
  });
});
