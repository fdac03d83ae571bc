import { setTimeout as sleep } from "node:timers/promises";
import { verifyPassword } from "./passwords";
import { processSingleton } from "@/lib/process-singleton";

/**
 * A held-back sign-in attempt is answered without checking its password (a hash costs tens of
 * milliseconds of a thread and 19 MiB), but it must not answer sooner than a checked one: the
 * time taken would then tell the sender that this address is held back. So it waits, on a timer
 * that costs nothing, about as long as checked attempts have been taking in this process.
 */

/** The checked attempts the figure is the median of: the newest ones, so it follows the machine's load. */
const SAMPLES = 15;
/** ±10 % around the figure, so held-back answers spread like checked ones instead of all taking one time. */
const JITTER = 0.1;

type Pace = { recent: number[]; calibrating: Promise<number> | null };
// One figure per process: Next.js may load this module once per bundle layer.
const pace = processSingleton<Pace>("signInPace", () => ({ recent: [], calibrating: null }));

/** Notes how long a checked attempt took, from its start to its answer. */
export function noteCheckedAttempt(ms: number): void {
  pace.recent.push(ms);
  if (pace.recent.length > SAMPLES) pace.recent.shift();
}

// The median, not the mean: a process's first attempts (cold caches, a first database connection)
// take several times as long and would hold a mean up for many attempts after.
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Before this process has checked a password (just started, and another instance counted the
 * failures), one hash is timed, once, to have a figure at all.
 */
async function typicalMs(): Promise<number> {
  if (pace.recent.length > 0) return median(pace.recent);
  pace.calibrating ??= (async () => {
    const t0 = performance.now();
    await verifyPassword(null, "calibration");
    return performance.now() - t0;
  })();
  const measured = await pace.calibrating;
  return pace.recent.length > 0 ? median(pace.recent) : measured;
}

/** Waits until an attempt that started at `startedAt` (performance.now()) has taken about as long as a checked one. */
export async function waitLikeACheckedAttempt(startedAt: number): Promise<void> {
  const target = (await typicalMs()) * (1 + JITTER * (2 * Math.random() - 1));
  const left = target - (performance.now() - startedAt);
  if (left > 0) await sleep(left);
}
