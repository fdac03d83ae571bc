import "server-only";
import { cache } from "react";
import { demoMode, env } from "@/lib/env";
import { isDemoAccount } from "./demo-accounts";
import { isRole, type Role } from "@/lib/console/permissions";
import { consoleDb } from "@/lib/console/store/db";
import { loadActiveSession, touchSession } from "@/lib/console/store/sessions";
import { toMember, type StaffMember } from "@/lib/console/store/staff";
import { withRequestDigest } from "@/lib/console/request-context";
import { noteStaffForLog } from "@/lib/ops/request-log-context";
import { sessionIdOfRequest } from "./session-cookie";

export type CurrentStaff = { staff: StaffMember; role: Role; sessionId: string; sessionExpiresAt: string };

/**
 * The signed-in staff member, checked against the store on every request: a revoked, idle or
 * expired session, a disabled account, a role that is no longer valid and a demo account outside
 * demo mode all read as signed out.
 * The role comes from the store, never from the cookie. Memoised per request.
 * A "poll" (a page refreshing itself on a timer: the board, import progress) is not activity:
 * it leaves the idle clock alone, so a tab left open still reaches the idle sign-out.
 */
export function currentStaff(request: "activity" | "poll" = "activity"): Promise<CurrentStaff | null> {
  // React's cache keys on the arguments as passed: currentStaff() and currentStaff("activity")
  // would be two entries, and a page that asks both ways would check the session twice.
  return staffOfRequest(request);
}

const staffOfRequest = cache(async (request: "activity" | "poll"): Promise<CurrentStaff | null> => {
  const sid = await sessionIdOfRequest();
  if (!sid) return null;
  try {
    const who = await staffForSession(sid, { touch: request === "activity" });
    if (who) noteStaffForLog(who.staff.id);
    return who;
  } catch (error) {
    // Most often the console's database being unreachable: the error page quotes this request.
    throw await withRequestDigest(error);
  }
});

/** The staff member a session id names, if it is still good; `touch` records the activity. */
export async function staffForSession(sid: string, opts: { touch: boolean }): Promise<CurrentStaff | null> {
  const db = await consoleDb();
  const e = env();
  const active = await loadActiveSession(db, sid, e.SESSION_IDLE_SECONDS);
  if (!active || !isRole(active.staff.role)) return null;
  // A demo account's session from before demo mode was turned off ends with it.
  if (!demoMode(e) && isDemoAccount(active.staff.email)) return null;
  if (opts.touch) await touchSession(db, active);
  return {
    staff: toMember(active.staff),
    role: active.staff.role,
    sessionId: active.session.id,
    sessionExpiresAt: active.session.expiresAt,
  };
}
