import type { Role } from "@/lib/console/permissions";
import { hashPassword, verifyPassword } from "@/lib/console/auth/passwords";
import type { ConsoleDb } from "./db";
import { createStaff, findStaffByEmail, updateStaff } from "./staff";

export const DEFAULT_DEMO_PASSWORD = "labdesk-demo-password";

export const DEMO_STAFF: { email: string; name: string; role: Role }[] = [
  { email: "admin@labdesk.local", name: "Ada Admin", role: "admin" },
  { email: "coordinator@labdesk.local", name: "Cora Coordinator", role: "care_coordinator" },
  { email: "ops@labdesk.local", name: "Otis Ops", role: "ops" },
  { email: "analyst@labdesk.local", name: "Ana Analyst", role: "analyst" },
];

/**
 * One account per role for demo mode, all with the demo password. A changed DEMO_PASSWORD is
 * applied at the next start; roles and disabled flags changed by an admin are left alone.
 */
export async function ensureDemoStaff(db: ConsoleDb, password: string) {
  for (const account of DEMO_STAFF) {
    const existing = findStaffByEmail(db, account.email);
    if (!existing) createStaff(db, { ...account, passwordHash: await hashPassword(password) });
    else if (!(await verifyPassword(existing.passwordHash, password))) {
      updateStaff(db, existing.id, { passwordHash: await hashPassword(password) });
    }
  }
}
