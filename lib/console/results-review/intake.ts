import { mapLimit } from "@/lib/concurrency/map-limit";
import { orderSnapshot } from "@/lib/console/appointments/snapshots";
import type { ConsoleDb } from "@/lib/console/store/db";
import { projectOrderFacts } from "@/lib/console/store/order-event-states";
import {
  markResultsTaken,
  noteIntakeFailure,
  noteResultsBaseline,
  noteResultSignals,
  resultIntakesDue,
  type DueIntake,
  type ResultSignal,
} from "@/lib/console/store/result-intake";
import { recordReportVersion } from "@/lib/console/results-review/store";
import type { ServiceEventRow } from "@/lib/console/store/service-events";
import type { ServiceClient } from "@/lib/service/client";
import { ServiceError } from "@/lib/service/errors";
import type { OrderView } from "@/lib/service/read/orders";
import { logger } from "@/lib/ops/logger";
import { resultSignalOf, reviewIdOf, summariseReport } from "./level";

/**
 * The results intake: when the service says an order's results are in (an order event with a
 * final or partial status, a critical-result event, or the reconciliation's read of the order),
 * the order is noted in the backlog, its report is read through the service client, and the
 * version read is put in the review queue and its interpretation in the order's projection. Each
 * step is idempotent in the store, so a repeat delivery, a pass and an event about the same
 * report, or two instances at once, leave one queue entry per version.
 */
const CONCURRENCY = 4;
/** Reads per reconciliation pass: a first pass over years of orders spreads over several minutes. */
export const MAX_RESULT_READS_PER_PASS = 200;
/** A state without a time of its own stands for "some time": it is read once, not on every pass. */
const UNDATED = "1970-01-01T00:00:00.000Z";

type Call = <T>(run: () => Promise<T>) => Promise<T>;
const direct: Call = (run) => run();

async function takeIn(db: ConsoleDb, client: ServiceClient, due: DueIntake, call: Call, now: () => Date) {
  const report = await call(() => client.orderResults(due.orderId));
  if (report) {
    const summary = summariseReport(report);
    const id = reviewIdOf(due.orderId, summary);
    await recordReportVersion(db, { id, orderId: due.orderId, userId: due.userId, summary }, now());
    await projectOrderFacts(
      db,
      {
        eventType: "labtest.result.critical",
        orderId: due.orderId,
        userId: due.userId,
        appointmentId: null,
        sequence: 0,
        occurredAt: summary.reportedAt,
        summary: { interpretation: summary.interpretation, status: summary.reportStatus },
      },
      now(),
    );
  }
  await markResultsTaken(db, due.orderId, due.signalAt, now());
}

/** What a stored event says of its order's results, if anything. */
export function signalOfEvent(
  row: Pick<ServiceEventRow, "eventType" | "orderId" | "userId" | "occurredAt" | "summary">,
) {
  if (!row.orderId) return null;
  const summary = JSON.parse(row.summary) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : null);
  let signal: ResultSignal["signal"] | null = null;
  if (row.eventType === "labtest.result.critical") signal = summary.status === "partial" ? "partial" : "final";
  else if (row.eventType.startsWith("labtest.order.")) signal = resultSignalOf(str(summary.status), str(summary.step));
  return signal && { orderId: row.orderId, userId: row.userId, signal, at: row.occurredAt ?? UNDATED };
}

/**
 * For the event worker: takes in the results an event says are in (without a client, only notes
 * them for the reconciliation pass). A failed read throws, so the event is tried again; the
 * backlog keeps the order for the pass either way.
 */
export async function takeInResultsOfEvent(db: ConsoleDb, row: ServiceEventRow, client?: () => ServiceClient) {
  const signal = signalOfEvent(row);
  if (!signal) return;
  await noteResultSignals(db, [signal]);
  if (!client) return;
  for (const due of await resultIntakesDue(db, 1, [signal.orderId])) {
    try {
      await takeIn(db, client(), due, direct, () => new Date());
    } catch (error) {
      await noteIntakeFailure(db, due.orderId);
      throw error;
    }
  }
}

/** What a read of an order says of its results, as of the time an event about that state carries. */
export function signalOfOrder(order: OrderView): ResultSignal | null {
  const signal = resultSignalOf(order.status, order.events.at(-1)?.raw);
  const at = orderSnapshot(order).occurredAt;
  return signal && { orderId: order.id, userId: order.userId, signal, at: at ?? UNDATED };
}

/**
 * For the reconciliation pass: notes what the orders it read say of their results, then reads a
 * bounded number of the reports the console has not taken in (from this pass or an earlier one).
 * A failed read is counted and left for the next pass; it never fails the board's catch-up. On a
 * console's very first catch-up (`baseline`) the results it finds are where the queue starts:
 * the queue is for results that arrive, not every report the team ever had.
 */
export async function catchUpResults(
  db: ConsoleDb,
  client: ServiceClient,
  signals: (ResultSignal | null)[],
  opts: { call?: Call; now?: () => Date; baseline?: boolean } = {},
): Promise<number> {
  const { call = direct, now = () => new Date() } = opts;
  const found = signals.filter((s): s is ResultSignal => s !== null);
  if (opts.baseline) await noteResultsBaseline(db, found, now());
  else await noteResultSignals(db, found, now());
  let failed = 0;
  const due = await resultIntakesDue(db, MAX_RESULT_READS_PER_PASS);
  await mapLimit(due, CONCURRENCY, async (d) => {
    try {
      await takeIn(db, client, d, call, now);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      failed++;
      await noteIntakeFailure(db, d.orderId, now());
    }
  });
  if (failed > 0) logger().warn({ component: "results-intake", failed }, "some results could not be read yet");
  return due.length - failed;
}
