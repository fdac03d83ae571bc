import "server-only";
import { cache } from "react";
import { audit } from "@/lib/console/audit";
import { currentStaff, type CurrentStaff } from "@/lib/console/auth/current-staff";
import { can } from "@/lib/console/permissions";
import { holderGrant, type BreakGlassGrant } from "@/lib/console/store/break-glass";
import { consoleDb } from "@/lib/console/store/db";
import { breakGlassReasonLabel } from "./schemas";

/**
 * The one question the rest of the console asks about emergency ("break-glass") access: does this
 * staff member, signed in with this session and this role, hold an open grant for this user? A
 * page that would hide the patient's details from the role shows them when the answer is yes, and
 * records the read under the grant (`readUnderGrant`). Nothing else widens: no other user, no
 * other member, no other session, nothing after it ends.
 */

/**
 * The member's open grant, asked once per request (the banner, the header and the page all want
 * it). Roles that see every patient's details anyway never hold one.
 */
export const currentGrant = cache(async (who: CurrentStaff): Promise<BreakGlassGrant | null> => {
  if (!can(who.role, "break_glass.open")) return null;
  return holderGrant(await consoleDb(), { staffId: who.staff.id, sessionId: who.sessionId, role: who.role });
});

/** The member's open grant for this one user, or null. */
export async function activeGrant(who: CurrentStaff, userId: string): Promise<BreakGlassGrant | null> {
  const grant = await currentGrant(who);
  return grant?.userId === userId ? grant : null;
}

/** The signed-in member's open grant for this user, for code that has not got the member at hand. */
export async function signedInGrant(userId: string): Promise<BreakGlassGrant | null> {
  const who = await currentStaff();
  return who ? activeGrant(who, userId) : null;
}

/** What a read under a grant writes in its audit record: the grant, its reason, what was read. */
export const grantReadDetail = (grant: BreakGlassGrant, what: string) =>
  `break-glass ${grant.id} (${breakGlassReasonLabel(grant.reason)}): ${what}`;

/**
 * `activeGrant`, and when there is one, an audit record of the read with the grant and its reason.
 * For the places that would hide `what` from the role otherwise.
 */
export async function readUnderGrant(who: CurrentStaff, userId: string, what: string): Promise<BreakGlassGrant | null> {
  const grant = await activeGrant(who, userId);
  if (grant) {
    await audit(who, {
      action: "break_glass.read",
      targetType: "user",
      targetId: userId,
      outcome: "ok",
      detail: grantReadDetail(grant, what),
    });
  }
  return grant;
}
