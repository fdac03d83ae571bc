import { sampleAnonymousRefusal } from "@/lib/console/audit/anonymous-refusals";
import type { ConsoleDb } from "@/lib/console/store/db";
import { addRefusals, hourOf, type RefusalCount } from "@/lib/console/store/webhook-refusals";
import { logger } from "@/lib/ops/logger";
import { processSingleton } from "@/lib/process-singleton";

/**
 * Refused webhook deliveries: anyone can send one, so none is written to the store or the log on
 * its own. Each is counted in this process (per hour and reason); the event worker adds the counts
 * to the store about once a minute, and one log line a minute says how many were refused since the
 * last, with one refusal's reason and request id.
 */
export type RefusalReason = "missing" | "signature" | "stale" | "too_large" | "unreadable";

export const REFUSAL_LABELS: Record<string, string> = {
  missing: "No signature",
  signature: "Wrong signature",
  stale: "Stale timestamp",
  too_large: "Body too large",
  unreadable: "Not an event",
};

// One count per process, not per copy of this module (Next.js may load it once per bundle layer).
const pending = processSingleton("webhookRefusals", () => new Map<string, RefusalCount>());

export function noteRefusal(reason: RefusalReason, requestId: string | null, now = new Date()): void {
  const hour = hourOf(now);
  const key = `${hour}|${reason}`;
  const tally = pending.get(key) ?? { hour, reason, count: 0 };
  tally.count += 1;
  pending.set(key, tally);
  const sample = sampleAnonymousRefusal("webhook.refused", now.getTime());
  if (!sample.record) return;
  logger().warn(
    { component: "webhooks", requestId, reason, unlogged: sample.unrecorded },
    sample.unrecorded
      ? `webhook delivery refused (${sample.unrecorded} more refused in the last minute, not logged one by one)`
      : "webhook delivery refused",
  );
}

/** Adds this process's counts to the store; counts that could not be written are kept for the next try. */
export async function flushRefusals(db: ConsoleDb): Promise<void> {
  if (pending.size === 0) return;
  const counts = [...pending.values()];
  pending.clear();
  try {
    await addRefusals(db, counts);
  } catch (error) {
    for (const c of counts) {
      const key = `${c.hour}|${c.reason}`;
      const kept = pending.get(key);
      pending.set(key, kept ? { ...kept, count: kept.count + c.count } : c);
    }
    throw error;
  }
}

/** Counts not yet written, for tests. */
export const unflushedRefusals = () => [...pending.values()].reduce((n, c) => n + c.count, 0);
