import "server-only";
import { activeGrant, GRANT_REVEALS } from "@/lib/console/break-glass/access";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import type { Viewer } from "./policy";

/**
 * The viewer a door asks the field policy with, for the signed-in staff member. Loaders of one
 * patient's pages (the user overview, patient details, an order, its results) pass that patient's
 * id: this is the one place where emergency (break-glass) access granted for one patient joins
 * the role, so every door widens for that patient alike and nowhere else. Lists and searches pass
 * no patient.
 */
export async function viewerFor(who: CurrentStaff, patientId?: string | null): Promise<Viewer> {
  const grant = patientId ? await activeGrant(who, patientId) : null;
  return { role: who.role, grant: grant ? { userId: grant.userId, reveals: GRANT_REVEALS } : null };
}
