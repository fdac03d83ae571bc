import { isDemoAccount } from "@/lib/console/auth/demo-accounts";
import { appendAudit } from "@/lib/console/audit/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import { countHeldBackAttempt, writeUpHeldBackAttemptsNowAndThen } from "@/lib/console/auth/held-back-attempts";
import { countFailedSignIn, rememberGoodSignIn, signInHeldBack } from "@/lib/console/auth/sign-in-throttle";
import { findStaffByEmail, normaliseEmail, type StaffRow } from "@/lib/console/store/staff";
import { verifyPassword } from "./passwords";
import { noteCheckedAttempt, waitLikeACheckedAttempt } from "./sign-in-pace";

/**
 * One refusal for every way a sign-in fails (unknown email, wrong password, held back after too
 * many failures, disabled account), so the answer never tells whether an account exists or what
 * state it is in. The audit log records which it was.
 */
export type PasswordSignIn = { ok: true; staff: StaffRow } | { ok: false; reason: "invalid" };

type Context = {
  requestId?: string | null;
  clientIp?: string | null;
  now?: Date;
  /** Demo mode is off: the demo accounts, whatever their password now, may not sign in. */
  refuseDemoAccounts?: boolean;
};

const REFUSED = { ok: false, reason: "invalid" } as const;
const HELD_BACK_DETAIL = {
  accountAndIp: "too many failures for this account from this address",
  ip: "too many failures from this address",
  account: "too many failures for this account",
} as const;

/**
 * Checks an email and password, throttling failures per account and address (see
 * auth/sign-in-throttle.ts) and auditing every checked attempt, good or bad. A held-back attempt
 * is refused before any hashing and only counted (auth/held-back-attempts.ts); it waits about as
 * long as a checked attempt takes, so neither its answer nor its timing says it was held back.
 */
export async function signInWithPassword(
  db: ConsoleDb,
  email: string,
  password: string,
  ctx: Context = {},
): Promise<PasswordSignIn> {
  const started = performance.now();
  const now = ctx.now ?? new Date();
  const account = normaliseEmail(email).slice(0, 254);
  const address = ctx.clientIp ?? "unknown";
  await writeUpHeldBackAttemptsNowAndThen(db, now);
  if (await signInHeldBack(db, account, address)) {
    await countHeldBackAttempt(db, address, now);
    await waitLikeACheckedAttempt(started);
    return REFUSED;
  }

  const audit = async (outcome: "ok" | "denied", detail: string, who?: StaffRow) =>
    appendAudit(
      db,
      {
        action: "auth.sign_in",
        outcome,
        detail,
        staffId: who?.id ?? null,
        staffEmail: who?.email ?? account.slice(0, 200),
        role: who?.role ?? null,
        requestId: ctx.requestId,
        clientIp: ctx.clientIp,
      },
      now,
    );
  const answer = async (): Promise<PasswordSignIn> => {
    const row = await findStaffByEmail(db, account);
    const good = await verifyPassword(row?.passwordHash ?? null, password);
    if (!row || !good) {
      const nowHeld = await countFailedSignIn(db, account, address);
      const detail = row ? "wrong password" : "unknown email";
      await audit("denied", nowHeld ? `${detail}; now held back: ${HELD_BACK_DETAIL[nowHeld]}` : detail, row);
      return REFUSED;
    }
    if (row.disabled) {
      await audit("denied", "account disabled", row);
      return REFUSED;
    }
    if (ctx.refuseDemoAccounts && isDemoAccount(row.email)) {
      await audit("denied", "demo account, and demo mode is off", row);
      return REFUSED;
    }
    await rememberGoodSignIn(db, account, address);
    await audit("ok", "password", row);
    return { ok: true, staff: row };
  };
  const result = await answer();
  noteCheckedAttempt(performance.now() - started);
  return result;
}
