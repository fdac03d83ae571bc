import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { logger } from "@/lib/ops/logger";
import type { ServiceDeps } from "../context";
import { bulkOpItems, bulkOps } from "../db/schema";
import { teamCredential, teamUsersById } from "../store/bulk-ops";
import { connectProvider } from "../store/connections";

/** A claim older than this belongs to a worker that died (or a process that restarted). */
const STALE_CLAIM_MS = 60_000;
/** Each connection backfills days of steps, so batches stay small to keep transactions short. */
const BATCH = 10;

type Deps = Pick<ServiceDeps, "db" | "now">;
type OpRow = typeof bulkOps.$inferSelect;

/** Claims an in-progress op (a given one, or the oldest claimable) with a compare-and-set update. */
function claim(deps: Deps, workerId: string, opId?: string): OpRow | undefined {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const claimable = and(
    eq(bulkOps.status, "in_progress"),
    or(isNull(bulkOps.claimedBy), lt(bulkOps.claimedAt, cutoff)),
  );
  const candidates = deps.db
    .select()
    .from(bulkOps)
    .where(opId ? and(claimable, eq(bulkOps.id, opId)) : claimable)
    .orderBy(asc(bulkOps.seq))
    .limit(5)
    .all();
  for (const op of candidates) {
    const won = deps.db
      .update(bulkOps)
      .set({ claimedBy: workerId, claimedAt: now.toISOString() })
      .where(and(eq(bulkOps.id, op.id), claimable))
      .run();
    if (won.changes === 1) return op;
  }
  return undefined;
}

function settle(deps: Deps, seq: number, state: "imported" | "failed", failure: string | null = null) {
  deps.db.update(bulkOpItems).set({ state, failure }).where(eq(bulkOpItems.seq, seq)).run();
}

/** Success when at least one connection was imported (or there was none); per-user failures are reported per user. */
function finish(deps: Deps, op: OpRow, aborted: boolean) {
  const imported =
    deps.db
      .select({ n: sql<number>`count(*)` })
      .from(bulkOpItems)
      .where(and(eq(bulkOpItems.opId, op.id), eq(bulkOpItems.state, "imported")))
      .get()?.n ?? 0;
  const total =
    deps.db
      .select({ n: sql<number>`count(*)` })
      .from(bulkOpItems)
      .where(eq(bulkOpItems.opId, op.id))
      .get()?.n ?? 0;
  const status = aborted ? "aborted" : imported > 0 || total === 0 ? "success" : "failure";
  deps.db
    .update(bulkOps)
    .set({ status, endedAt: deps.now().toISOString(), claimedBy: null, claimedAt: null })
    .where(eq(bulkOps.id, op.id))
    .run();
}

/** One connection; a failure there fails that user only, never the batch (nested savepoint). */
function connect(
  deps: Deps,
  op: OpRow,
  item: typeof bulkOpItems.$inferSelect,
  userSeq: number,
): ["imported" | "failed", string | null] {
  try {
    const input = {
      userSeq,
      provider: op.provider,
      origin: "bulk_import" as const,
      providerUserId: item.providerUserId,
      tokenFingerprint: item.tokenFingerprint,
      scopes: item.scopes,
    };
    connectProvider(deps.db, input, deps.now());
    return ["imported", null];
  } catch (err) {
    logger().error(
      {
        component: "bulk-import-worker",
        op: op.id,
        item: item.seq,
        error: err instanceof Error ? err.message : String(err),
      },
      "connection failed",
    );
    return ["failed", "The connection could not be created"];
  }
}

/** Processes a claimed op batch by batch until it is done or the time budget is spent. */
function work(deps: Deps, op: OpRow, workerId: string, budgetMs: number) {
  const started = Date.now();
  let settled = 0;
  for (;;) {
    const items = deps.db
      .select()
      .from(bulkOpItems)
      .where(and(eq(bulkOpItems.opId, op.id), eq(bulkOpItems.state, "pending")))
      .orderBy(asc(bulkOpItems.seq))
      .limit(BATCH)
      .all();
    if (items.length === 0) {
      finish(deps, op, false);
      return { settled, done: true };
    }
    // Read at every batch: a credential removed mid-operation aborts what is left.
    const credential = teamCredential(deps.db, op.teamId, op.provider);
    const userSeqs = teamUsersById(
      deps.db,
      op.teamId,
      items.map((i) => i.userId),
    );
    deps.db.transaction(() => {
      for (const item of items) {
        const userSeq = userSeqs.get(item.userId);
        if (!credential)
          settle(deps, item.seq, "failed", "The team no longer holds an OAuth credential for this provider");
        else if (userSeq === undefined) settle(deps, item.seq, "failed", "Unknown user");
        else if (item.clientId !== credential.clientId)
          settle(deps, item.seq, "failed", "Connection not bound to the team's OAuth credential");
        else settle(deps, item.seq, ...connect(deps, op, item, userSeq));
      }
    });
    settled += items.length;
    if (!credential) {
      deps.db
        .update(bulkOpItems)
        .set({ state: "failed", failure: "Operation aborted" })
        .where(and(eq(bulkOpItems.opId, op.id), eq(bulkOpItems.state, "pending")))
        .run();
      finish(deps, op, true);
      return { settled, done: true };
    }
    if (Date.now() - started >= budgetMs) {
      // Hand the op back so any worker (this one's next pass included) picks it up again.
      deps.db
        .update(bulkOps)
        .set({ claimedBy: null, claimedAt: null })
        .where(and(eq(bulkOps.id, op.id), eq(bulkOps.claimedBy, workerId)))
        .run();
      return { settled, done: false };
    }
  }
}

/**
 * One pass: claims ONE waiting op and works on it for up to `budgetMs`. Returns how many items it
 * settled; 0 means there was nothing to do (or only an op to close).
 */
export function runBulkImportOnce(deps: Deps, workerId: string, budgetMs = 1000): number {
  const op = claim(deps, workerId);
  return op ? work(deps, op, workerId, budgetMs).settled : 0;
}

/** Works on one given op if it can be claimed; used by a request that waits for completion. */
export function runBulkOpSlice(deps: Deps, opId: string, workerId: string, budgetMs: number) {
  const op = claim(deps, workerId, opId);
  return op ? work(deps, op, workerId, budgetMs) : { settled: 0, done: false };
}

/** Polls for work on an unref'd timer (it never keeps the process alive); returns stop. */
export function startBulkImportWorker(
  deps: Deps,
  pollMs = 1000,
  workerId = `worker:${process.pid}:${Math.random().toString(36).slice(2, 8)}`,
) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    try {
      // One budgeted pass per tick, so requests are served between passes.
      runBulkImportOnce(deps, workerId);
    } catch (err) {
      logger().error(
        { component: "bulk-import-worker", error: err instanceof Error ? err.message : String(err) },
        "pass failed",
      );
    } finally {
      busy = false;
    }
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
