import { and, gt, inArray, or, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { ConsoleDb } from "./db";
import { oncePerHandle } from "@/lib/once-per-handle";

/**
 * Failed sign-ins, counted with rate-limiter-flexible on the console store, so every instance
 * sees the same counts. Three counters, after the library's brute-force recipe:
 * - per account and client address: a person mistyping (or one attacker) is held back for 15
 *   minutes after 5 failures, without locking the account for anyone else;
 * - per client address: one address guessing across many accounts;
 * - per account, from anywhere: guessing spread over many addresses, with a higher bar.
 * Reaching a count's points holds further attempts back until its window ends. Each window starts
 * at the first failure and the count falls back to zero when it ends, and held-back attempts are
 * not counted, so nothing extends a hold and a wrong attempt every quarter of an hour never adds
 * up to one.
 */
export const THROTTLES = {
  accountAndIp: { keyPrefix: "account_ip", points: 5, duration: 15 * 60 },
  ip: { keyPrefix: "ip", points: 50, duration: 15 * 60 },
  account: { keyPrefix: "account", points: 100, duration: 60 * 60 },
} as const;
type Throttle = keyof typeof THROTTLES;

const keyOf = {
  accountAndIp: (email: string, ip: string) => `${email}|${ip}`,
  ip: (_email: string, ip: string) => ip,
  account: (email: string) => email,
} satisfies Record<Throttle, (email: string, ip: string) => string>;

const limitersFor = oncePerHandle((db: ConsoleDb): Record<Throttle, RateLimiterDrizzle> => {
  const make = (name: Throttle) =>
    new RateLimiterDrizzle({
      ...THROTTLES[name],
      storeClient: db.orm,
      schema: db.tables.signInThrottle,
      // One of the three sweeps the shared table of long-expired counts.
      clearExpiredByTimeout: name === "ip",
    });
  return { accountAndIp: make("accountAndIp"), ip: make("ip"), account: make("account") };
});

const NAMES = Object.keys(THROTTLES) as Throttle[];
const over = (name: Throttle, res: RateLimiterRes | null) => !!res && res.consumedPoints >= THROTTLES[name].points;

/** Whether an attempt from this address for this account is held back now, and by which count. */
export async function signInHeldBack(db: ConsoleDb, email: string, ip: string): Promise<Throttle | null> {
  const all = limitersFor(db);
  const found = await Promise.all(NAMES.map((name) => all[name].get(keyOf[name](email, ip))));
  return NAMES.find((name, i) => over(name, found[i] ?? null)) ?? null;
}

/** Counts a failure on every counter; returns the first that now holds attempts back, if any. */
export async function countFailedSignIn(db: ConsoleDb, email: string, ip: string): Promise<Throttle | null> {
  const all = limitersFor(db);
  const results = await Promise.all(
    NAMES.map((name) =>
      all[name].consume(keyOf[name](email, ip)).then(
        (res) => res,
        // The library rejects with the count's state once it passes the points; a store failure
        // rejects with an Error and must surface as one.
        (rejected: unknown) => {
          if (rejected instanceof RateLimiterRes) return rejected;
          throw rejected;
        },
      ),
    ),
  );
  return NAMES.find((name, i) => over(name, results[i]!)) ?? null;
}

/** A good sign-in forgets this address's failures for the account. */
export async function forgetFailedSignIns(db: ConsoleDb, email: string, ip: string): Promise<void> {
  await limitersFor(db).accountAndIp.delete(keyOf.accountAndIp(email, ip));
}

const accountKeys = (email: string) => ({
  exact: `${THROTTLES.account.keyPrefix}:${email}`,
  perAddressPrefix: `${THROTTLES.accountAndIp.keyPrefix}:${email}|`,
});

/**
 * Until when each of these accounts is held back from every address, or from at least one: what
 * an admin sees as "locked". Accounts not held back are absent.
 */
export async function heldBackAccounts(db: ConsoleDb, emails: string[], now = new Date()): Promise<Map<string, Date>> {
  const held = new Map<string, Date>();
  if (emails.length === 0) return held;
  const t = db.tables.signInThrottle;
  const keys = emails.map(accountKeys);
  const rows = await db.orm
    .select({ key: t.key, points: t.points, expire: t.expire })
    .from(t)
    .where(
      and(
        gt(t.expire, now),
        or(
          inArray(
            t.key,
            keys.map((k) => k.exact),
          ),
          ...keys.map((k) => sql`substr(${t.key}, 1, ${k.perAddressPrefix.length}) = ${k.perAddressPrefix}`),
        ),
      ),
    );
  for (const row of rows) {
    const perAddress = row.key.startsWith(`${THROTTLES.accountAndIp.keyPrefix}:`);
    if (row.points < THROTTLES[perAddress ? "accountAndIp" : "account"].points || !row.expire) continue;
    const rest = row.key.slice(row.key.indexOf(":") + 1);
    const email = perAddress ? rest.slice(0, rest.lastIndexOf("|")) : rest;
    const until = new Date(row.expire);
    if (!held.has(email) || held.get(email)! < until) held.set(email, until);
  }
  return held;
}

/** An admin's unlock: every failure counted against the account, from any address, is forgotten. */
export async function forgetAccountFailures(db: ConsoleDb, email: string): Promise<void> {
  const t = db.tables.signInThrottle;
  const k = accountKeys(email);
  await db.orm
    .delete(t)
    .where(
      or(sql`${t.key} = ${k.exact}`, sql`substr(${t.key}, 1, ${k.perAddressPrefix.length}) = ${k.perAddressPrefix}`),
    );
}
