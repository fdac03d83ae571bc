import "server-only";
import { env } from "@/lib/env";
import { humanize } from "@/lib/console/appointments/format";
import { orderStatusLabel } from "@/lib/console/orders/order-status";
import { consoleDb } from "@/lib/console/store/db";
import {
  deliveryCounts,
  failedEvents,
  lastEventPerType,
  recentDeliveries,
  type DeliveryCounts,
  type EventListRow,
} from "@/lib/console/store/service-event-stats";
import { refusalsSince } from "@/lib/console/store/webhook-refusals";
import { CONSOLE_WEBHOOK_PATH } from "@/lib/webhooks/signing";

/**
 * What the service-events page shows: where events arrive and how they are checked, how many
 * arrived in the last day and how they fared, refused deliveries by reason, the newest event of
 * each type, the latest deliveries and the failures. Ids, types, statuses and times only: the
 * store keeps nothing that names a patient.
 */
export type EventView = {
  id: string;
  type: string;
  orderId: string | null;
  /** The status the event told of: the order's, the appointment's, or the results' interpretation. */
  status: string | null;
  receivedAt: string;
  occurredAt: string;
  state: string;
  attempts: number;
  error: string | null;
  duplicates: number;
};

export type EventsOverview = {
  receiving: { path: string; secret: "configured" | "generated" | "missing"; mode: "embedded" | "remote" };
  counts: DeliveryCounts;
  refusals: Record<string, number>;
  lastPerType: EventView[];
  recent: EventView[];
  failures: EventView[];
};

export const OVERVIEW_HOURS = 24;

/** The status an event told of, in words: the order's, the appointment's, or the results' interpretation. */
function statusOf(type: string, summary: string): string | null {
  try {
    const s = JSON.parse(summary) as Record<string, unknown>;
    const value = s.interpretation ?? s.status ?? s.event_status;
    if (typeof value !== "string") return null;
    return type.startsWith("labtest.order.") ? orderStatusLabel(value) : humanize(value);
  } catch {
    return null;
  }
}

const viewOf = (r: EventListRow): EventView => ({
  id: r.id,
  type: r.eventType,
  orderId: r.orderId,
  status: statusOf(r.eventType, r.summary),
  receivedAt: r.receivedAt,
  occurredAt: r.occurredAt,
  state: r.state,
  attempts: r.attempts,
  error: r.error,
  duplicates: r.duplicates,
});

export async function loadEventsOverview(now = new Date()): Promise<EventsOverview> {
  const e = env();
  const db = await consoleDb();
  const since = new Date(now.getTime() - OVERVIEW_HOURS * 3_600_000);
  const [counts, refusals, lastPerType, recent, failures] = await Promise.all([
    deliveryCounts(db, since),
    refusalsSince(db, since),
    lastEventPerType(db),
    recentDeliveries(db),
    failedEvents(db),
  ]);
  return {
    receiving: {
      path: CONSOLE_WEBHOOK_PATH,
      secret: e.SERVICE_WEBHOOK_SECRET ? "configured" : e.SERVICE_BASE_URL ? "missing" : "generated",
      mode: e.SERVICE_BASE_URL ? "remote" : "embedded",
    },
    counts,
    refusals,
    lastPerType: lastPerType.map(viewOf),
    recent: recent.map(viewOf),
    failures: failures.map(viewOf),
  };
}
