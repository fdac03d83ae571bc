import { and, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { ConsoleDb } from "@/lib/console/store/db";
import { throttleAddress } from "@/lib/console/auth/throttle-address";
import { oncePerHandle } from "@/lib/once-per-handle";

/**
 * Failed sign-ins, counted with rate-limiter-flexible on the console store, so every instance
 * sees the same counts. Three counters, after the library's brute-force recipe:
 * - per account and client address: a person mistyping (or one attacker) is held back for 15
 *   minutes after 5 failures, without locking the account for anyone else;
 * - per client address: one address guessing across many accounts;
 * - per account, from anywhere: guessing spread over many addresses, with a higher bar. This one
 *   does not hold back an address the account has signed in from successfully before (see
 *   KNOWN_ADDRESS), so guesses from elsewhere cannot keep its owner out.
 * A client address is counted as throttleAddress() groups it (an IPv6 client by its /64).
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
export type Throttle = keyof typeof THROTTLES;

/**
 * An address an account signed in from successfully is remembered this long after its latest
 * good sign-in; from it, the per-account count never holds the account back (the per-address
 * counts still apply, so guessing from there stays as slow as anywhere).
 */
export const KNOWN_ADDRESS = { keyPrefix: "known", points: 1, duration: 90 * 24 * 60 * 60 } as const;

const keyOf = {
  accountAndIp: (email: string, address: string) => `${email}|${address}`,
  ip: (_email: string, address: string) => address,
  account: (email: string) => email,
} satisfies Record<Throttle, (email: string, address: string) => string>;

const limitersFor = oncePerHandle((db: ConsoleDb) => {
  const make = (options: { keyPrefix: string; points: number; duration: number }, sweeps = false) =>
    new RateLimiterDrizzle({
      ...options,
      storeClient: db.orm,
      schema: db.tables.signInThrottle,
      // One of them sweeps the shared table of long-expired counts.
      clearExpiredByTimeout: sweeps,
    });
  return {
    accountAndIp: make(THROTTLES.accountAndIp),
    ip: make(THROTTLES.ip, true),
    account: make(THROTTLES.account),
    known: make(KNOWN_ADDRESS),
  };
});

const NAMES = Object.keys(THROTTLES) as Throttle[];
type Counts = Record<Throttle, RateLimiterRes | null>;
const over = (name: Throttle, res: RateLimiterRes | null) => !!res && res.consumedPoints >= THROTTLES[name].points;

/** The first count that holds this attempt back; the per-account one does not hold a known address back. */
const holdOf = (counts: Counts, known: boolean): Throttle | null =>
  NAMES.find((name) => over(name, counts[name]) && !(name === "account" && known)) ?? null;

const isKnown = (db: ConsoleDb, email: string, address: string) =>
  limitersFor(db)
    .known.get(keyOf.accountAndIp(email, address))
    .then((res) => res !== null);

const storedKey = (prefix: string, key: string) => `${prefix}:${key}`;

/**
 * Whether an attempt from this address for this account is held back now, and by which count.
 * Asked before every attempt, so the three counts and the known address are read in one query
 * (the rows rate-limiter-flexible's get() would read one by one, under the keys it gives them).
 */
export async function signInHeldBack(
  db: ConsoleDb,
  email: string,
  clientIp: string,
  now = new Date(),
): Promise<Throttle | null> {
  const t = db.tables.signInThrottle;
  const address = throttleAddress(clientIp);
  const keys = Object.fromEntries(
    NAMES.map((name) => [name, storedKey(THROTTLES[name].keyPrefix, keyOf[name](email, address))]),
  ) as Record<Throttle, string>;
  const knownKey = storedKey(KNOWN_ADDRESS.keyPrefix, keyOf.accountAndIp(email, address));
  const rows = await db.orm
    .select({ key: t.key, points: t.points })
    .from(t)
    .where(and(inArray(t.key, [...Object.values(keys), knownKey]), or(gt(t.expire, now), isNull(t.expire))));
  const points = new Map(rows.map((row) => [row.key, row.points]));
  const known = points.has(knownKey);
  return (
    NAMES.find((name) => (points.get(keys[name]) ?? 0) >= THROTTLES[name].points && !(name === "account" && known)) ??
    null
  );
}

/** Counts a failure on every counter; returns the first that now holds this address back, if any. */
export async function countFailedSignIn(db: ConsoleDb, email: string, clientIp: string): Promise<Throttle | null> {
  const all = limitersFor(db);
  const address = throttleAddress(clientIp);
  const [known, ...results] = await Promise.all([
    isKnown(db, email, address),
    ...NAMES.map((name) =>
      all[name].consume(keyOf[name](email, address)).then(
        (res) => res,
        // The library rejects with the count's state once it passes the points; a store failure
        // rejects with an Error and must surface as one.
        (rejected: unknown) => {
          if (rejected instanceof RateLimiterRes) return rejected;
          throw rejected;
        },
      ),
    ),
  ]);
  return holdOf(Object.fromEntries(NAMES.map((name, i) => [name, results[i]!])) as Counts, known);
}

/** A good sign-in forgets this address's failures for the account and remembers the address as its own. */
export async function rememberGoodSignIn(db: ConsoleDb, email: string, clientIp: string): Promise<void> {
  const all = limitersFor(db);
  const key = keyOf.accountAndIp(email, throttleAddress(clientIp));
  await Promise.all([all.accountAndIp.delete(key), all.known.set(key, 1, KNOWN_ADDRESS.duration)]);
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
