import { eq, sql } from "drizzle-orm";
import { throttleAddress } from "@/lib/console/auth/throttle-address";
import { appendAudit } from "@/lib/console/audit/store";
import type { ConsoleDb } from "@/lib/console/store/db";

/**
 * Held-back sign-in attempts are counted, not logged one by one: an address that keeps trying
 * once held back would otherwise grow the append-only audit log by a row per attempt, each with
 * an email of the sender's choosing. Each address gets one count per 15-minute window (windows
 * are fixed, from the hour), kept in the throttle's table beside the failure counts; once the
 * window is over, one audit record says how many attempts it held back from that address. The
 * failure that started a hold is audited on its own already ("now held back").
 */
export const HELD_BACK_WINDOW_SECONDS = 15 * 60;
const PREFIX = "held:";
/** A count not yet written up is dropped this long after its window (by the throttle's sweep). */
const KEPT_SECONDS = 30 * 24 * 60 * 60;
/** Windows written up per pass; the rest wait for the next one. */
const PER_PASS = 100;

const windowStartOf = (at: Date) =>
  new Date(Math.floor(at.getTime() / (HELD_BACK_WINDOW_SECONDS * 1000)) * HELD_BACK_WINDOW_SECONDS * 1000);

// The window first, as an ISO instant, so a key says when and from where; the address never holds "|".
const keyOf = (windowStart: Date, address: string) => `${PREFIX}${windowStart.toISOString()}|${address}`;

/** Adds one held-back attempt from this client to its address's count for the current window. */
export async function countHeldBackAttempt(db: ConsoleDb, clientIp: string, now = new Date()): Promise<void> {
  const t = db.tables.signInThrottle;
  const start = windowStartOf(now);
  const expire = new Date(start.getTime() + (HELD_BACK_WINDOW_SECONDS + KEPT_SECONDS) * 1000);
  await db.orm
    .insert(t)
    .values({ key: keyOf(start, throttleAddress(clientIp)), points: 1, expire })
    .onConflictDoUpdate({ target: t.key, set: { points: sql`${t.points} + 1` } });
}

/** A window's count, as it is written up. */
export type HeldBackWindow = { address: string; from: Date; to: Date; attempts: number };

const parseKey = (key: string): { address: string; from: Date } | null => {
  const bar = key.indexOf("|");
  const from = new Date(key.slice(PREFIX.length, bar));
  return bar < 0 || Number.isNaN(from.getTime()) ? null : { address: key.slice(bar + 1), from };
};

/**
 * Writes up every window that is over: one audit record per address and window with the number
 * of attempts it held back. Each count is taken out of the table by the instance that writes it
 * up (a delete that returns it), so when several instances share the store each window is
 * written exactly once. Returns what was written.
 */
export async function writeUpHeldBackAttempts(db: ConsoleDb, now = new Date()): Promise<HeldBackWindow[]> {
  const t = db.tables.signInThrottle;
  const current = windowStartOf(now).getTime();
  const rows = await db.orm
    .select({ key: t.key })
    .from(t)
    .where(sql`substr(${t.key}, 1, ${PREFIX.length}) = ${PREFIX}`);
  const over = rows
    .map((row) => ({ key: row.key, parsed: parseKey(row.key) }))
    .filter((row) => row.parsed && row.parsed.from.getTime() < current)
    .sort((a, b) => a.key.localeCompare(b.key))
    .slice(0, PER_PASS);
  const written: HeldBackWindow[] = [];
  for (const { key, parsed } of over) {
    const [taken] = await db.orm.delete(t).where(eq(t.key, key)).returning({ points: t.points });
    if (!taken) continue; // another instance wrote this one up
    const window = {
      address: parsed!.address,
      from: parsed!.from,
      to: new Date(parsed!.from.getTime() + HELD_BACK_WINDOW_SECONDS * 1000),
      attempts: taken.points,
    };
    await appendAudit(
      db,
      {
        action: "auth.sign_in",
        outcome: "denied",
        clientIp: window.address,
        detail: heldBackDetail(window),
      },
      now,
    );
    written.push(window);
  }
  return written;
}

const minute = (at: Date) => at.toISOString().slice(0, 16).replace("T", " ");

/** The audit record's words for a window's count. */
export const heldBackDetail = (w: HeldBackWindow) =>
  `held back: ${w.attempts} attempt${w.attempts === 1 ? "" : "s"} from this address between ${minute(w.from)} and ${minute(w.to).slice(11)} UTC, answered without checking a password and counted instead of logged one by one`;

/** How often the sign-in path looks for windows to write up, per store handle. */
const WRITE_UP_EVERY_MS = 60_000;
const lastWriteUp = new WeakMap<ConsoleDb, number>();

/**
 * The write-up, run from the sign-in path at most once a minute per store handle: sign-ins keep
 * happening, so windows get written up soon after they end without a timer of their own.
 */
export async function writeUpHeldBackAttemptsNowAndThen(db: ConsoleDb, now = new Date()): Promise<void> {
  const last = lastWriteUp.get(db);
  if (last !== undefined && now.getTime() - last < WRITE_UP_EVERY_MS && now.getTime() >= last) return;
  lastWriteUp.set(db, now.getTime());
  await writeUpHeldBackAttempts(db, now);
}
