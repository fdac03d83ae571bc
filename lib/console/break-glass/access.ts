import "server-only";
import { cache } from "react";
import { audit } from "@/lib/console/audit/record";
import { currentStaff, type CurrentStaff } from "@/lib/console/auth/current-staff";
import { reveals, roleViewer, type Viewer } from "@/lib/console/field-policy/policy";
import { can, type Permission } from "@/lib/console/permissions";
import type { PatientInfoKind } from "@/lib/contract/field-policy";
import { holderGrant, type BreakGlassGrant } from "@/lib/console/break-glass/store";
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
 * What a grant lends for its one patient: what the patient's pages show (identity, contact,
 * results). Documents are not lent: a downloaded PDF outlives the grant, so the PDF routes keep to
 * the role.
 */
export const GRANT_REVEALS: readonly Permission[] = ["patient.read", "patient.contact.read"];

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

/**
 * Records a read of `kind` that only the viewer's grant allowed (the role alone would not show
 * it), with the grant and its reason; nothing when the role shows it anyway or no grant is open.
 */
export async function auditGrantedRead(who: CurrentStaff, viewer: Viewer, kind: PatientInfoKind, what: string) {
  const patientId = viewer.grant?.userId;
  if (!patientId || reveals(roleViewer(who.role), kind) || !reveals(viewer, kind, patientId)) return;
  await readUnderGrant(who, patientId, what);
}
