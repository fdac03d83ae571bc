import { createHash } from "node:crypto";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { logger } from "@/lib/ops/logger";
import type { ServiceDeps } from "../context";
import type { ServiceDb } from "../db/client";
import { appointments, orders } from "../db/schema";
import { APPOINTMENT_STEPS, appendAppointmentEvent, nextStepAt, type AppointmentStatus } from "../store/appointments";
import { setOrderStatus } from "../store/orders";
import { PARTIAL_STEP, reportsPartialFirst } from "../store/partial-report";
import { DEFAULT_ZONE, wallClock, zonedToUtc } from "../store/zoned-time";

/**
 * Simulates the provider side of at-home draws: pending → reserved → confirmed (event `scheduled`,
 * a slot is booked) → in_progress → completed, one step every `lifecycleStepSeconds` but never ahead
 * of the slot: the draw starts at the slot's start and completes a draw's length later; about one in
 * ten (chosen by a hash of the id, so runs are reproducible) is cancelled instead, from pending,
 * scheduled or in_progress. One further step after completion marks the order completed (results in);
 * for about half the orders the lab sends a partial report one step before that.
 */
const PARTIAL_EVENT = `sample_with_lab.at_home_phlebotomy.${PARTIAL_STEP}`;

function hasPartialReport(tx: Pick<ServiceDb, "select">, orderId: string): boolean {
  const row = tx.select({ events: orders.events }).from(orders).where(eq(orders.id, orderId)).get();
  return !!row?.events.some((e) => e.status === PARTIAL_EVENT);
}
const FORWARD: Partial<Record<string, AppointmentStatus>> = {
  pending: "reserved",
  reserved: "confirmed",
  confirmed: "in_progress",
  in_progress: "completed",
};
const CANCELLABLE_AT: AppointmentStatus[] = ["pending", "confirmed", "in_progress"];

const hashOf = (id: string) => createHash("sha256").update(id).digest();

/** The status from which this appointment gets cancelled, or null when it runs to completion. */
export function cancellationPoint(id: string): AppointmentStatus | null {
  const h = hashOf(id);
  return h[0]! < 26 ? CANCELLABLE_AT[h[1]! % CANCELLABLE_AT.length]! : null;
}

/**
 * A one-hour slot `days` calendar days from `from` (negative: in the past), moved off weekends in
 * the same direction, starting at `hour` o'clock on the appointment zone's wall clock.
 */
export function businessWindow(from: Date, tz: string | null, opts: { days: number; hour: number }) {
  const zone = tz ?? DEFAULT_ZONE;
  const today = wallClock(from, zone);
  const day = new Date(Date.UTC(today.y, today.m - 1, today.d + opts.days));
  const dir = opts.days < 0 ? -1 : 1;
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + dir);
  const start = zonedToUtc(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), opts.hour, zone);
  return { startAt: start.toISOString(), endAt: new Date(start.getTime() + 3600_000).toISOString() };
}

/** The slot the simulated provider books: 1–3 days ahead, starting between 08:00 and 16:00. */
export function bookedWindow(id: string, from: Date, tz: string | null) {
  const h = hashOf(id);
  return businessWindow(from, tz, { days: 1 + (h[2]! % 3), hour: 8 + (h[3]! % 9) });
}

type Due = Pick<
  typeof appointments.$inferSelect,
  "id" | "orderId" | "status" | "nextStepAt" | "ianaTimezone" | "startAt"
>;

/** Advances one appointment by one step; false when another worker claimed that step first. */
function advance(db: ServiceDb, a: Due, now: Date, stepSeconds: number): boolean {
  const at = now.toISOString();
  // The UPDATE is the claim: it only matches while the row still holds the step we read.
  const claim = and(
    eq(appointments.id, a.id),
    eq(appointments.status, a.status),
    eq(appointments.nextStepAt, a.nextStepAt!),
  );
  return db.transaction((tx) => {
    if (a.status === "completed") {
      // Some labs report part of the results first: one step for that, then the final report.
      if (reportsPartialFirst(a.orderId) && !hasPartialReport(tx, a.orderId)) {
        const later = new Date(now.getTime() + stepSeconds * 1000).toISOString();
        if (tx.update(appointments).set({ nextStepAt: later }).where(claim).run().changes === 0) return false;
        setOrderStatus(tx, a.orderId, "sample_with_lab", at, PARTIAL_EVENT);
        return true;
      }
      if (tx.update(appointments).set({ nextStepAt: null }).where(claim).run().changes === 0) return false;
      setOrderStatus(tx, a.orderId, "completed", at);
      return true;
    }
    const next: AppointmentStatus | undefined = cancellationPoint(a.id) === a.status ? "cancelled" : FORWARD[a.status];
    if (!next) return tx.update(appointments).set({ nextStepAt: null }).where(claim).run().changes > 0;
    const step = APPOINTMENT_STEPS[next];
    // A booked slot is kept (the appointment was booked or rescheduled into it); else the provider books one.
    const window = next === "confirmed" && !a.startAt ? bookedWindow(a.id, now, a.ianaTimezone) : null;
    const startAt = window?.startAt ?? a.startAt;
    const data: Record<string, unknown> =
      next === "cancelled"
        ? { status: next, cancellation_reason: "Cancelled by the provider: no phlebotomist available" }
        : { status: next, ...(window && { start_at: window.startAt, end_at: window.endAt }) };
    const changed = tx
      .update(appointments)
      .set({
        status: next,
        eventStatus: step.eventStatus,
        canReschedule: next === "pending" || next === "reserved" || next === "confirmed",
        active: next !== "cancelled",
        nextStepAt: next === "cancelled" ? null : nextStepAt(next, startAt, now, stepSeconds),
        ...(window ?? {}),
        ...(next === "cancelled" ? { eventData: { cancellation_reason: data.cancellation_reason } } : {}),
      })
      .where(claim)
      .run().changes;
    if (changed === 0) return false;
    appendAppointmentEvent(tx, a.id, step.eventStatus, at, data);
    setOrderStatus(tx, a.orderId, step.orderStatus, at, "orderEvent" in step ? step.orderEvent : undefined);
    return true;
  });
}

/** One pass: advances every appointment whose next step is due by one step; returns how many moved. */
export function runAppointmentLifecycleOnce(deps: Pick<ServiceDeps, "db" | "now" | "lifecycleStepSeconds">): number {
  const now = deps.now();
  const due = deps.db
    .select({
      id: appointments.id,
      orderId: appointments.orderId,
      status: appointments.status,
      nextStepAt: appointments.nextStepAt,
      ianaTimezone: appointments.ianaTimezone,
      startAt: appointments.startAt,
    })
    .from(appointments)
    .where(and(isNotNull(appointments.nextStepAt), lte(appointments.nextStepAt, now.toISOString())))
    .orderBy(asc(appointments.nextStepAt))
    .limit(1000)
    .all();
  let moved = 0;
  for (const a of due) if (advance(deps.db, a, now, deps.lifecycleStepSeconds)) moved++;
  return moved;
}

/** Runs the simulator every `intervalMs` until the returned stop function is called. */
export function startAppointmentLifecycle(
  deps: Pick<ServiceDeps, "db" | "now" | "lifecycleStepSeconds">,
  intervalMs = 1000,
): () => void {
  const timer = setInterval(() => {
    try {
      runAppointmentLifecycleOnce(deps);
    } catch (err) {
      // A locked or closing database must not kill the process; the next tick retries.
      logger().error(
        { component: "appointment-lifecycle", error: err instanceof Error ? err.message : String(err) },
        "pass failed",
      );
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
