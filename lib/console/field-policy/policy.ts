import { can, ROLES, type Permission, type Role } from "@/lib/console/permissions";
import {
  DOCUMENTS,
  PATIENT_INFO_KINDS,
  REVEALED_BY,
  type DocumentName,
  type PatientInfoKind,
} from "@/lib/contract/field-policy";

/**
 * Asking the field policy (lib/contract/field-policy.ts): may this viewer see this kind of patient
 * information, for this patient? Pure, so loaders, views, the try-it filter and client
 * components all ask the same question the same way.
 */

/**
 * One patient opened beyond what the role shows (break-glass access): the permissions it lends,
 * for that patient only. Lists of many patients never widen.
 */
export type PatientGrant = { userId: string; reveals: readonly Permission[] };

/** Who is asking: the role, and at most one patient's grant. */
export type Viewer = { role: Role; grant?: PatientGrant | null };

export const roleViewer = (role: Role): Viewer => ({ role });

/** The permission that reveals a kind of information. */
export const revealedBy = (kind: PatientInfoKind): Permission => REVEALED_BY[kind];

function holds(viewer: Viewer, permission: Permission, patientId: string | null | undefined): boolean {
  if (can(viewer.role, permission)) return true;
  const grant = viewer.grant;
  return !!grant && !!patientId && grant.userId === patientId && grant.reveals.includes(permission);
}

/**
 * May the viewer see this kind of information? `patientId` names the patient it belongs to: a
 * grant widens only for that patient, and without a patient (a list, a search) only the role counts.
 */
export function reveals(viewer: Viewer, kind: PatientInfoKind, patientId?: string | null): boolean {
  return holds(viewer, REVEALED_BY[kind], patientId);
}

/** The kinds the viewer may see of this patient (or of anyone, without one). */
export function revealedKinds(viewer: Viewer, patientId?: string | null): PatientInfoKind[] {
  return PATIENT_INFO_KINDS.filter((kind) => reveals(viewer, kind, patientId));
}

/** A document cannot be filtered: the viewer must see everything it prints. */
export function mayHaveDocument(viewer: Viewer, document: DocumentName, patientId?: string | null): boolean {
  return DOCUMENTS[document].prints.every((kind) => reveals(viewer, kind, patientId));
}

/**
 * The one permission a route serving the document checks before anything else: the one whose
 * roles all see everything the document prints. Throws if none does (the policy's unit test
 * checks every document has one), since no permission check could then stand for the policy.
 */
export function documentPermission(document: DocumentName): Permission {
  const needed = [...new Set(DOCUMENTS[document].prints.map((kind) => REVEALED_BY[kind]))];
  const found = needed.find((p) => ROLES.every((role) => !can(role, p) || mayHaveDocument(roleViewer(role), document)));
  if (!found) throw new Error(`No single permission reveals everything the ${document} prints`);
  return found;
}
