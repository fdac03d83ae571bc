import { processSingleton } from "@/lib/process-singleton";
/**
 * Refusals of requests that carry no valid session, sampled: anyone on the network can send
 * those, so writing an audit record for each would let them fill the append-only log (or write
 * rows with targets of their choosing). Per instance, the first refusal of an action in each
 * minute is recorded, with how many of that action went unrecorded before it; the rest are only
 * counted. A signed-in staff member's refusals are always recorded, one by one.
 */
const WINDOW_MS = 60_000;

type Tally = { windowStart: number; unrecorded: number };
// One tally per process, not per copy of this module (Next.js may load it once per bundle layer).
const tallies = processSingleton("anonymousRefusals", () => new Map<string, Tally>());

/** Whether to write this refusal, and how many refusals of the action went unwritten before it. */
export function sampleAnonymousRefusal(action: string, now = Date.now()): { record: boolean; unrecorded: number } {
  const tally = tallies.get(action);
  if (tally && now - tally.windowStart < WINDOW_MS) {
    tally.unrecorded += 1;
    return { record: false, unrecorded: 0 };
  }
  tallies.set(action, { windowStart: now, unrecorded: 0 });
  return { record: true, unrecorded: tally?.unrecorded ?? 0 };
}

/** Forgets every tally; for tests that expect a fresh instance. */
export function resetAnonymousRefusals() {
  tallies.clear();
}
