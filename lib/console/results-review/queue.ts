import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { consoleDb } from "@/lib/console/store/db";
import { reviewQueuePage, type ResultReview } from "@/lib/console/results-review/store";
import { indexedUserLabels } from "@/lib/console/user-index/store-names";
import { levelOf, type Level } from "./level";

/**
 * The results review queue as its page shows it: one page of the reports nobody has reviewed,
 * critical first, then abnormal, then normal, oldest first, read from the console store (no
 * service call). Users are labelled from the user index, by name for roles that see names.
 */
export const QUEUE_PAGE_SIZE = 25;

export type QueueEntry = {
  id: string;
  orderId: string;
  userId: string | null;
  userLabel: string | null;
  level: Level;
  /** The interpretation as sent: "critical", or a word the console does not know, shown as it came. */
  interpretation: string;
  reportStatus: string | null;
  reportedAt: string | null;
  arrivedAt: string;
  criticalMarkers: number;
  flaggedMarkers: number;
  markers: number;
};

export type ResultsQueue = {
  entries: QueueEntry[];
  waiting: Record<Level, number>;
  total: number;
  page: number;
  pages: number;
};

function entryOf(row: ResultReview, label: string | null): QueueEntry {
  return {
    id: row.id,
    orderId: row.orderId,
    userId: row.userId,
    userLabel: label,
    level: levelOf(row.priority),
    interpretation: row.interpretation,
    reportStatus: row.reportStatus,
    reportedAt: row.reportedAt,
    arrivedAt: row.arrivedAt,
    criticalMarkers: row.criticalMarkers,
    flaggedMarkers: row.flaggedMarkers,
    markers: row.markers,
  };
}

export async function loadResultsQueue(who: CurrentStaff, page: number): Promise<ResultsQueue> {
  const db = await consoleDb();
  const { rows, waiting, total } = await reviewQueuePage(db, {
    limit: QUEUE_PAGE_SIZE,
    offset: (page - 1) * QUEUE_PAGE_SIZE,
  });
  const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const labels = await indexedUserLabels(db, userIds);
  const named = reveals(roleViewer(who.role), "name");
  const labelOf = (userId: string | null) => {
    const label = userId ? labels.get(userId) : undefined;
    return (named ? label?.name : null) ?? label?.clientUserId ?? null;
  };
  return {
    entries: rows.map((r) => entryOf(r, labelOf(r.userId))),
    waiting,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
  };
}
