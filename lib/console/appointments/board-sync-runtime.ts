import "server-only";
import os from "node:os";
import { randomUUID } from "node:crypto";
import { boardSyncState } from "@/lib/console/store/board-sync";
import { consoleDb } from "@/lib/console/store/db";
import { logger } from "@/lib/ops/logger";
import { serviceClient } from "@/lib/service";
import { webhookSecret } from "@/lib/webhooks/secret";
import { boardProjectionChanged } from "./board-watch";
import { RECONCILE_INTERVAL_MS, STALE_AFTER_MS } from "./freshness";
import { reconcileBoardOnce } from "./reconcile";
import { processSlot } from "@/lib/process-singleton";

/**
 * Runs the board's reconciliation in every instance: at start-up when the projection is empty or
 * stale (a new instance, a restored database, a long outage), then whenever no instance has
 * completed or attempted a pass for a minute (ten seconds after a failure while the board is
 * behind: a service still starting should not leave it empty for a minute). The lease in the
 * store lets one instance run a pass at a time; the others find it recent and wait.
 *
 * With events coming in, a draw under way is read again at most every ten minutes: the events say
 * when it moves. Without a signing secret (a remote service that sends this console no events),
 * every pass reads them all, so the board stays right, a minute behind at most.
 */
const TICK_MS = 5000;
/** While the board is behind (never caught up, or not for minutes), a failed pass is tried again soon. */
const RETRY_BEHIND_MS = 10_000;
const LIVE_RECHECK_WITH_EVENTS_MS = 10 * 60_000;

type Runtime = { holder: string; timer?: NodeJS.Timeout; running: Promise<void> | null; firstPass: Promise<void> };
const runtime = processSlot<Runtime>("boardSync");

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : 0);

/** A pass is due a minute after the last one ended, sooner after a failure while the board is behind. */
async function due(now: Date): Promise<boolean> {
  const state = await boardSyncState(await consoleDb());
  const synced = time(state?.syncedAt);
  const behind = now.getTime() - synced > STALE_AFTER_MS;
  const last = Math.max(synced, time(state?.lastErrorAt));
  return now.getTime() - last >= (behind ? RETRY_BEHIND_MS : RECONCILE_INTERVAL_MS);
}

async function pass(rt: Runtime): Promise<void> {
  const log = logger();
  try {
    if (!(await due(new Date()))) return;
    const result = await reconcileBoardOnce({
      db: await consoleDb(),
      client: serviceClient(),
      holder: rt.holder,
      liveRecheckMs: webhookSecret() ? LIVE_RECHECK_WITH_EVENTS_MS : 0,
    });
    if (result.outcome === "failed")
      log.warn({ component: "board-sync", requestId: result.requestId }, `board catch-up failed: ${result.message}`);
    if (result.outcome === "done") {
      if (result.moved > 0) boardProjectionChanged();
      if (result.full || result.moved > 0)
        log.info(
          {
            component: "board-sync",
            full: result.full,
            orders: result.orders,
            calls: result.calls,
            moved: result.moved,
          },
          "board caught up with the service",
        );
    }
  } catch (error) {
    // The store away for a moment must not end the process: the next tick tries again.
    log.error(
      { component: "board-sync", error: error instanceof Error ? error.message : String(error) },
      "pass failed",
    );
  }
}

function run(rt: Runtime): Promise<void> {
  rt.running ??= pass(rt).finally(() => (rt.running = null));
  return rt.running;
}

/** Starts the reconciliation once per process (Next.js may load this module once per bundle layer). */
export function startBoardSync(): void {
  if (runtime.value) return;
  const rt: Runtime = {
    holder: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    running: null,
    firstPass: Promise.resolve(),
  };
  rt.firstPass = run(rt);
  rt.timer = setInterval(() => void run(rt), TICK_MS);
  rt.timer.unref();
  runtime.value = rt;
}

/**
 * Waits, at most `ms`, for this process's first pass: a board opened on a fresh instance
 * shows the orders rather than an empty table that fills a moment later.
 */
export async function firstBoardSync(ms: number): Promise<void> {
  const rt = runtime.value;
  if (!rt) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([rt.firstPass, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** For a graceful shutdown: no further passes; the one under way, if any, is waited for. */
export async function stopBoardSync(): Promise<void> {
  const rt = runtime.value;
  if (!rt) return;
  runtime.value = undefined;
  clearInterval(rt.timer);
  await rt.running;
}
