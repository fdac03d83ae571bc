import { hashPassword } from "@/lib/console/auth/passwords";
import type { ConsoleDb } from "@/lib/console/store/db";
import { DEMO_STAFF } from "@/lib/console/auth/demo-accounts";
import { createStaffIfAbsent, findStaffByEmail } from "@/lib/console/store/staff";

export { DEFAULT_DEMO_PASSWORD, DEMO_STAFF } from "@/lib/console/auth/demo-accounts";

/**
 * One account per role for demo mode, created with the demo password when missing. An existing
 * account is left as it is: a password, role or disabled flag changed since then is the
 * deployment's choice, and a start-up must not quietly undo it. Safe for several instances
 * starting at once on one database: each account is created once.
 */
export async function ensureDemoStaff(db: ConsoleDb, password: string): Promise<void> {
  for (const account of DEMO_STAFF) {
    const existing = await findStaffByEmail(db, account.email);
    if (!existing) await createStaffIfAbsent(db, { ...account, passwordHash: await hashPassword(password) });
  }
}

/** The demo accounts present in the store, by email. */
export async function existingDemoStaff(db: ConsoleDb): Promise<string[]> {
  const found = await Promise.all(DEMO_STAFF.map((account) => findStaffByEmail(db, account.email)));
  return found.filter((row) => row !== undefined).map((row) => row.email);
}
