import "server-only";
import os from "node:os";
import { randomUUID } from "node:crypto";
import { consoleDb } from "@/lib/console/store/db";
import { env } from "@/lib/env";
import { serviceClient } from "@/lib/service";
import { createUserIndexer } from "@/lib/console/user-index/indexer";
import { processSlot } from "@/lib/process-singleton";

// Once per process: Next.js may load this module once per bundle layer.
const indexerStop = processSlot<() => void>("userIndexerStop");

/**
 * Starts the background user indexer unless USER_INDEX_RATE is 0. Every instance starts one;
 * the store's lease lets one of them work while the others stand by to take over.
 */
export function startUserIndexer(): void {
  const rate = env().USER_INDEX_RATE;
  if (indexerStop.value || rate === 0) return;
  const controller = new AbortController();
  const indexer = createUserIndexer({
    db: consoleDb,
    client: serviceClient,
    holder: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    ratePerSecond: rate,
  });
  void indexer.run(controller.signal);
  indexerStop.value = () => controller.abort();
}

export function stopUserIndexer(): void {
  indexerStop.value?.();
  indexerStop.value = undefined;
}
