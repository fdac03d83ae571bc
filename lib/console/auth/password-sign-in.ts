import { appendAudit } from "@/lib/console/store/audit";
import type { ConsoleDb } from "@/lib/console/store/db";
import {
  findStaffByEmail,
  isLocked,
  LOCKOUT_MINUTES,
  recordFailedSignIn,
  recordGoodSignIn,
  type StaffRow,
} from "@/lib/console/store/staff";
import { verifyPassword } from "./passwords";

export type PasswordSignIn = { ok: true; staff: StaffRow } | { ok: false; reason: "invalid" | "locked" | "disabled" };

type Context = { requestId?: string | null; clientIp?: string | null; now?: Date };

/**
 * Checks an email and password, counting failures (five lock the account for 15 minutes) and
 * auditing every attempt, good or bad. The caller shows one message for unknown email and wrong
 * password alike.
 */
export async function signInWithPassword(
  db: ConsoleDb,
  email: string,
  password: string,
  ctx: Context = {},
): Promise<PasswordSignIn> {
  const now = ctx.now ?? new Date();
  const row = await findStaffByEmail(db, email);
  const audit = async (outcome: "ok" | "denied", detail: string, who?: StaffRow) =>
    appendAudit(
      db,
      {
        action: "auth.sign_in",
        outcome,
        detail,
        staffId: who?.id ?? null,
        staffEmail: who?.email ?? email.trim().toLowerCase().slice(0, 200),
        role: who?.role ?? null,
        requestId: ctx.requestId,
        clientIp: ctx.clientIp,
      },
      now,
    );

  if (row && isLocked(row, now)) {
    await verifyPassword(null, password);
    await audit("denied", "account locked", row);
    return { ok: false, reason: "locked" };
  }
  const good = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row || !good) {
    if (row) {
      const after = await recordFailedSignIn(db, row.id, now);
      await audit(
        "denied",
        isLocked(after, now) ? `wrong password; locked for ${LOCKOUT_MINUTES} minutes` : "wrong password",
        after,
      );
      if (isLocked(after, now)) return { ok: false, reason: "locked" };
    } else await audit("denied", "unknown email");
    return { ok: false, reason: "invalid" };
  }
  if (row.disabled) {
    await audit("denied", "account disabled", row);
    return { ok: false, reason: "disabled" };
  }
  await recordGoodSignIn(db, row.id);
  await audit("ok", "password", row);
  return { ok: true, staff: row };
}
