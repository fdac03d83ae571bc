import type { BoardSyncState } from "@/lib/console/store/board-sync";

/**
 * How fresh the board's projection is, as the board says it: "Updated 12 s ago" from the newer of
 * the last completed reconciliation pass and the last event applied, or "catching up" while no
 * pass has completed lately (a new or restored database, a service that has not answered for a
 * while). The age is computed where the state is read and sent as a duration, so a browser whose
 * clock is off still counts from the right moment. Pure, unit-tested.
 */
export const RECONCILE_INTERVAL_MS = 60_000;
/** Three missed passes: past this the board may lack changes that no event told of. */
export const STALE_AFTER_MS = 3 * RECONCILE_INTERVAL_MS;

export type BoardFreshness = {
  /** Age of what the board shows at the moment this was computed, in ms; null: never caught up. */
  ageMs: number | null;
  catchingUp: boolean;
  /** Why catching up takes long: the last pass's failure, with its request id. */
  problem: { message: string; requestId: string } | null;
};

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

export function boardFreshness(
  state: Pick<BoardSyncState, "syncedAt" | "eventsAt" | "lastError" | "lastErrorRequestId"> | null,
  now: Date,
): BoardFreshness {
  const synced = time(state?.syncedAt);
  const known = Math.max(...[synced, time(state?.eventsAt)].filter((t) => !Number.isNaN(t)), -Infinity);
  const catchingUp = Number.isNaN(synced) || now.getTime() - synced > STALE_AFTER_MS;
  return {
    ageMs: Number.isFinite(known) ? Math.max(0, now.getTime() - known) : null,
    catchingUp,
    problem:
      catchingUp && state?.lastError ? { message: state.lastError, requestId: state.lastErrorRequestId ?? "—" } : null,
  };
}
