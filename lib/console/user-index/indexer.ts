import type { ConsoleDb } from "@/lib/console/store/db";
import { indexedUserStates, recordIndexedDetails, upsertIndexedUsers } from "@/lib/console/user-index/store";
import {
  INDEXER_LEASE_SECONDS,
  claimIndexerLease,
  indexerProgress,
  releaseIndexerLease,
  saveIndexerProgress,
} from "@/lib/console/user-index/store-state";
import type { ServiceClient } from "@/lib/service/client";
import { indexEntryOf } from "@/lib/console/user-index/index-updates";
import { createPacer, delay } from "@/lib/console/user-index/rate-limit";
import { logger } from "@/lib/ops/logger";

/**
 * The background indexer: walks the service's user list a page at a time and reads the patient
 * details of users it has not seen, that changed, or whose details it read too long ago (details
 * changed by another client of the service do not show in the user list). Its cursor lives in the
 * store, so a restart continues the pass; a lease there keeps it to one instance per deployment.
 */

export type IndexerOptions = {
  db: () => Promise<ConsoleDb>;
  client: () => ServiceClient;
  /** Names this instance in the lease. */
  holder: string;
  /** Service calls per second, list pages and details alike. */
  ratePerSecond: number;
  pageSize?: number;
  /** Details read longer ago than this are read again on the next pass. */
  detailsMaxAgeMs?: number;
  /** Pause between the end of one pass and the start of the next. */
  passIntervalMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
};

export type StepOutcome = "standby" | "page" | "pass_complete" | "lease_lost";

export const DEFAULT_PAGE_SIZE = 100;
export const DEFAULT_DETAILS_MAX_AGE_MS = 7 * 24 * 3600_000;
export const DEFAULT_PASS_INTERVAL_MS = 15 * 60_000;
/** After a failure (service or store down), wait this long before trying again. */
const FAILURE_PAUSE_MS = 30_000;

export function createUserIndexer(opts: IndexerOptions) {
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE;
  const maxAge = opts.detailsMaxAgeMs ?? DEFAULT_DETAILS_MAX_AGE_MS;
  const now = opts.now ?? (() => new Date());
  const pace = createPacer(opts.ratePerSecond);
  const log = opts.log ?? ((line: string) => logger().warn({ component: "user-indexer" }, line));

  const needsDetails = (state: { detailsCheckedAt: string | null } | undefined) =>
    !state?.detailsCheckedAt || now().getTime() - new Date(state.detailsCheckedAt).getTime() >= maxAge;

  /** One page of the user list and the details it needs; progress is saved as it goes. */
  async function step(): Promise<StepOutcome> {
    const db = await opts.db();
    if (!(await claimIndexerLease(db, opts.holder, now()))) return "standby";
    const progress = await indexerProgress(db);
    const cursor = progress?.cursor ?? 0;
    if (!progress?.passStartedAt) {
      await saveIndexerProgress(db, opts.holder, { passStartedAt: now().toISOString() }, now());
    }

    await pace();
    const page = await opts.client().listUsers({ offset: cursor, limit: pageSize });
    await upsertIndexedUsers(db, page.users.map(indexEntryOf), now());
    let calls = 1;

    const states = await indexedUserStates(
      db,
      page.users.map((u) => u.user_id),
    );
    for (const user of page.users.filter((u) => needsDetails(states.get(u.user_id)))) {
      await pace();
      const info = await opts.client().getUserInfo(user.user_id);
      calls++;
      await recordIndexedDetails(
        db,
        user.user_id,
        info && { firstName: info.first_name, lastName: info.last_name },
        now(),
      );
      // Renews the lease between two calls, however slow the rate.
      if (!(await saveIndexerProgress(db, opts.holder, { addCalls: calls }, now()))) return "lease_lost";
      calls = 0;
    }

    const next = cursor + page.users.length;
    if (page.users.length === 0 || next >= page.total) {
      const saved = await saveIndexerProgress(
        db,
        opts.holder,
        {
          cursor: 0,
          passStartedAt: null,
          lastPassCompletedAt: now().toISOString(),
          lastPassUsers: next,
          serviceTotal: page.total,
          addCalls: calls,
          completePass: true,
        },
        now(),
      );
      return saved ? "pass_complete" : "lease_lost";
    }
    const saved = await saveIndexerProgress(
      db,
      opts.holder,
      { cursor: next, serviceTotal: page.total, addCalls: calls },
      now(),
    );
    return saved ? "page" : "lease_lost";
  }

  /** Steps until `signal` aborts, pausing between passes, while another instance holds the lease, and after a failure. */
  async function run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      let pause = 0;
      try {
        const outcome = await step();
        if (outcome === "standby" || outcome === "lease_lost") pause = (INDEXER_LEASE_SECONDS * 1000) / 3;
        if (outcome === "pass_complete") pause = opts.passIntervalMs ?? DEFAULT_PASS_INTERVAL_MS;
      } catch (error) {
        // A ServiceError or StoreError names its kind and request id; neither carries PHI.
        log(`[user-index] indexing paused: ${error instanceof Error ? error.message : "unknown error"}`);
        pause = FAILURE_PAUSE_MS;
      }
      if (pause > 0) await delay(pause, signal);
    }
    await releaseIndexerLease(await opts.db(), opts.holder).catch(() => {});
  }

  return { step, run };
}
