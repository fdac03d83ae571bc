import { hashPassword, verifyPassword } from "@/lib/console/auth/passwords";
import type { ConsoleDb } from "./db";
import { DEMO_STAFF } from "./demo-accounts";
import { createStaffIfAbsent, findStaffByEmail, updateStaff } from "./staff";

export { DEFAULT_DEMO_PASSWORD, DEMO_STAFF } from "./demo-accounts";

/**
 * One account per role for demo mode, all with the demo password. A changed DEMO_PASSWORD is
 * applied at the next start; roles and disabled flags changed by an admin are left alone. Safe
 * for several instances starting at once on one database: each account is created once.
 */
export async function ensureDemoStaff(db: ConsoleDb, password: string): Promise<void> {
  for (const account of DEMO_STAFF) {
    const existing = await findStaffByEmail(db, account.email);
    if (!existing) await createStaffIfAbsent(db, { ...account, passwordHash: await hashPassword(password) });
    else if (!(await verifyPassword(existing.passwordHash, password))) {
      await updateStaff(db, existing.id, { passwordHash: await hashPassword(password) });
    }
  }
}
