import "server-only";
import { consoleDb } from "@/lib/console/store/db";
import { countIndexedUsers } from "@/lib/console/user-index/store";
import { indexerProgress } from "@/lib/console/user-index/store-state";
import { env } from "@/lib/env";

/**
 * What settings show admins about the background indexer (the page guards with settings.read):
 * whether it is on, how far the current pass got, and what the last complete pass took. Which
 * instance holds the lease is left out: it names a host, and nobody acts on it.
 */
export type IndexerStatus = {
  ratePerSecond: number;
  indexedUsers: number;
  /** Users walked in the current pass, of the service's total at the latest page. */
  passPosition: number;
  serviceTotal: number | null;
  passStartedAt: string | null;
  passCalls: number;
  lastPassCompletedAt: string | null;
  lastPassUsers: number | null;
  lastPassCalls: number | null;
  /** Some instance renewed the lease recently: indexing is running somewhere. */
  active: boolean;
};

export async function loadIndexerStatus(now = new Date()): Promise<IndexerStatus> {
  const db = await consoleDb();
  const [progress, indexedUsers] = await Promise.all([indexerProgress(db), countIndexedUsers(db)]);
  return {
    ratePerSecond: env().USER_INDEX_RATE,
    indexedUsers,
    passPosition: progress?.cursor ?? 0,
    serviceTotal: progress?.serviceTotal ?? null,
    passStartedAt: progress?.passStartedAt ?? null,
    passCalls: progress?.passCalls ?? 0,
    lastPassCompletedAt: progress?.lastPassCompletedAt ?? null,
    lastPassUsers: progress?.lastPassUsers ?? null,
    lastPassCalls: progress?.lastPassCalls ?? null,
    active: !!progress && new Date(progress.leaseExpiresAt).getTime() > now.getTime(),
  };
}
