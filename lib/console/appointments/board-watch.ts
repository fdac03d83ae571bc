import "server-only";
import {
  projectionChangesSince,
  projectionUpdatedAt,
  type ProjectionChange,
} from "@/lib/console/store/board-projection";
import { consoleDb } from "@/lib/console/store/db";
import { logger } from "@/lib/ops/logger";
import { processSingleton } from "@/lib/process-singleton";

/**
 * One watcher per process for every open board it serves: while any board listens, it asks the
 * store once a second which at-home rows were written since it last looked (an index range, a few
 * rows at most) and tells each listener; a change made in this process (an event applied, a pass,
 * a booking) asks at once instead of waiting for the second. Rows written by other instances on
 * the same database are found the same way, so every instance's boards hear of every change.
 *
 * Each row's `updated_at` is its writer's clock, and a transaction on PostgreSQL may commit after
 * a later one: the watcher looks back LOOKBACK_MS behind the newest time it has seen and skips the
 * writes it already told of, so neither a slow commit nor a slightly slow clock is missed.
 */
const POLL_MS = 1000;
const LOOKBACK_MS = 10_000;

export type BoardListener = (changes: ProjectionChange[]) => void;

type Watch = {
  listeners: Set<BoardListener>;
  cursor: string | null;
  told: Map<string, number>;
  timer?: NodeJS.Timeout;
  polling: Promise<void> | null;
  again: boolean;
};
// One watch per process: Next.js may load this module once per bundle layer.
const watch = () =>
  processSingleton<Watch>("boardWatch", () => ({
    listeners: new Set(),
    cursor: null,
    told: new Map(),
    polling: null,
    again: false,
  }));

const keyOf = (c: ProjectionChange) => `${c.orderId}@${c.updatedAt}`;

async function look(w: Watch): Promise<void> {
  const db = await consoleDb();
  // The first look starts where the projection stands. The writes just before it are told too: a
  // board that opened a moment ago may not have them, and one that has them reads a row again.
  w.cursor ??= (await projectionUpdatedAt(db)) ?? new Date(0).toISOString();
  const changes = await projectionChangesSince(db, lookbackFrom(w.cursor), 1000);
  const fresh = changes.filter((c) => !w.told.has(keyOf(c)));
  for (const c of changes) {
    w.told.set(keyOf(c), Date.parse(c.updatedAt));
    if (c.updatedAt > w.cursor) w.cursor = c.updatedAt;
  }
  const forget = Date.parse(w.cursor) - 2 * LOOKBACK_MS;
  for (const [key, at] of w.told) if (at < forget) w.told.delete(key);
  if (fresh.length > 0) for (const listener of w.listeners) listener(fresh);
}

const lookbackFrom = (cursor: string) => new Date(Date.parse(cursor) - LOOKBACK_MS).toISOString();

function poll(w: Watch): void {
  if (w.polling) {
    // Asked while a look runs: one more right after it, so a write just made is not left for the next second.
    w.again = true;
    return;
  }
  w.polling = look(w)
    .catch((error: unknown) => {
      logger().warn(
        { component: "board-watch", error: error instanceof Error ? error.message : String(error) },
        "could not read the board's changes; trying again",
      );
    })
    .finally(() => {
      w.polling = null;
      if (w.again && w.listeners.size > 0) {
        w.again = false;
        poll(w);
      }
    });
}

/** Calls `listener` with the at-home rows that change from now on; returns the unsubscribe. */
export function watchBoard(listener: BoardListener): () => void {
  const w = watch();
  w.listeners.add(listener);
  if (!w.timer) {
    w.timer = setInterval(() => poll(w), POLL_MS);
    w.timer.unref();
    poll(w);
  }
  return () => {
    w.listeners.delete(listener);
    if (w.listeners.size === 0 && w.timer) {
      clearInterval(w.timer);
      w.timer = undefined;
      // Nobody listens: the next listener starts from where the projection stands then.
      w.cursor = null;
      w.told.clear();
    }
  };
}

/** A change made in this process: boards hear of it now, not at the next second. */
export function boardProjectionChanged(): void {
  const w = watch();
  if (w.timer) poll(w);
}
