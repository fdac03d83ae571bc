import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { FINAL_ORDER_STATUSES } from "@/lib/contract/orders";
import { IANA_TIMEZONE_PATTERN, type AppointmentRequest, type PhlebotomyAppointment } from "@/lib/contract/phlebotomy";
import type { ServiceDb } from "../db/client";
import { appointmentEvents, appointments, users } from "../db/schema";
import { badRequest, notFound, unprocessable } from "../errors";
import { zipPlace, zipTimeZone } from "@/lib/geo";
import { emitAppointmentEvent } from "./lab-events";
import { requireOrderRow, setOrderStatus } from "./orders";
import { oncePerHandle } from "@/lib/once-per-handle";

export type AppointmentRow = typeof appointments.$inferSelect;
type EventRow = typeof appointmentEvents.$inferSelect;

/**
 * The at-home lifecycle: status → the event status it shows and the order status it implies.
 * `confirmed` is the step whose event is `scheduled` (a slot is booked). An appointment stays the
 * order's active one until it is cancelled: a completed draw is not re-booked, a cancelled one may be.
 */
export const APPOINTMENT_STEPS = {
  pending: { eventStatus: "pending", orderStatus: "collecting_sample" },
  reserved: { eventStatus: "reserved", orderStatus: "collecting_sample" },
  confirmed: { eventStatus: "scheduled", orderStatus: "collecting_sample" },
  in_progress: { eventStatus: "in_progress", orderStatus: "collecting_sample" },
  completed: { eventStatus: "completed", orderStatus: "sample_with_lab" },
  cancelled: {
    eventStatus: "cancelled",
    orderStatus: "received",
    // The order's history names the step, as the real service does (see setOrderStatus).
    orderEvent: "collecting_sample.at_home_phlebotomy.appointment_cancelled",
  },
} as const;
export type AppointmentStatus = keyof typeof APPOINTMENT_STEPS;

/** The zone only if the spec's pattern admits it; "UTC" is spelled Etc/UTC there. */
export function specTimeZone(tz: string | null): string | null {
  if (tz === "UTC") return "Etc/UTC";
  return tz && IANA_TIMEZONE_PATTERN.test(tz) ? tz : null;
}

/** Provider-side identifiers: the provider's booking id and its external reference. */
export function providerIds(
  provider: string,
  hex: (n: number) => string = (n) => randomBytes(n).toString("hex").slice(0, n),
) {
  return { providerId: `${provider}-${hex(10)}`, externalId: `ext_${hex(16)}` };
}

/**
 * Records a step of an appointment's history, after its row has been changed, and queues the
 * `labtest.appointment.*` event that tells of it in the same transaction.
 */
export function appendAppointmentEvent(
  tx: Pick<ServiceDb, "insert" | "select">,
  appointmentId: string,
  status: string,
  at: string,
  data: Record<string, unknown> | null = null,
) {
  tx.insert(appointmentEvents).values({ appointmentId, createdAt: at, status, data }).run();
  emitAppointmentEvent(tx as ServiceDb, appointmentId, at);
}

export function toAppointment(row: AppointmentRow, events: EventRow[]): PhlebotomyAppointment {
  return {
    id: row.id,
    user_id: row.userId,
    order_id: row.orderId,
    address: row.address as PhlebotomyAppointment["address"],
    location: { lng: row.lng, lat: row.lat },
    start_at: row.startAt,
    end_at: row.endAt,
    type: row.type,
    provider: row.provider,
    status: row.status,
    provider_id: row.providerId,
    can_reschedule: row.canReschedule,
    event_status: row.eventStatus,
    events: events.map((e) => ({ created_at: e.createdAt, status: e.status, data: e.data ?? null })),
    order_transaction_id: row.orderTransactionId,
    iana_timezone: specTimeZone(row.ianaTimezone),
    external_id: row.externalId,
    appointment_notes: row.appointmentNotes,
    event_data: row.eventData ?? null,
  };
}

const eventsOfAppointment = oncePerHandle((db: Pick<ServiceDb, "select">) =>
  db
    .select()
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, sql.placeholder("id")))
    .orderBy(asc(appointmentEvents.seq))
    .prepare(),
);

/** The order's current appointment: the active one, else the most recent (a cancelled one). */
const currentRow = oncePerHandle((db: Pick<ServiceDb, "select">) =>
  db
    .select()
    .from(appointments)
    .where(eq(appointments.orderId, sql.placeholder("orderId")))
    .orderBy(desc(appointments.active), desc(appointments.createdAt))
    .limit(1)
    .prepare(),
);

const withEvents = (db: Pick<ServiceDb, "select">, row: AppointmentRow) =>
  toAppointment(row, eventsOfAppointment(db).all({ id: row.id }));

export function appointmentById(db: Pick<ServiceDb, "select">, id: string): PhlebotomyAppointment | null {
  const row = db.select().from(appointments).where(eq(appointments.id, id)).get();
  return row ? withEvents(db, row) : null;
}

export function getAppointment(db: ServiceDb, teamId: string, orderId: string): PhlebotomyAppointment {
  requireOrderRow(db, teamId, orderId);
  const row = currentRow(db).get({ orderId });
  if (!row) throw notFound(`Order ${orderId} has no phlebotomy appointment`);
  return withEvents(db, row);
}

export const isUniqueViolation = (err: unknown) =>
  err instanceof Error && /UNIQUE constraint failed/i.test(err.message);

export const refuseActive = (orderId: string, what = "") =>
  badRequest(`Order ${orderId} already has an active appointment${what}; only a cancelled appointment can be replaced`);

/** The order, if it may book an at-home draw now: at home, not final, and no active appointment. */
export function bookableOrder(db: ServiceDb, teamId: string, orderId: string) {
  const order = requireOrderRow(db, teamId, orderId);
  if (order.collectionMethod !== "at_home_phlebotomy") {
    throw badRequest(
      `Order ${orderId} is collected by ${order.collectionMethod}: only at_home_phlebotomy orders can book a phlebotomy appointment`,
    );
  }
  if (FINAL_ORDER_STATUSES.includes(order.status))
    throw badRequest(`Order ${orderId} is ${order.status}: no appointment can be booked`);
  const active = activeRow(db, orderId);
  if (active) throw refuseActive(orderId, ` ${active.id} (${active.status})`);
  return order;
}

export function activeRow(db: Pick<ServiceDb, "select">, orderId: string) {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.orderId, orderId), eq(appointments.active, true)))
    .get();
}

/** Books an appointment for an at-home order; the lifecycle simulator takes it on after `stepSeconds`. */
export function requestAppointment(
  db: ServiceDb,
  teamId: string,
  orderId: string,
  body: AppointmentRequest,
  now: Date,
  stepSeconds: number,
  id: string = randomUUID(),
) {
  const order = bookableOrder(db, teamId, orderId);
  const zip = body.address.zip_code.slice(0, 5);
  // Placed as availability places its slots: a ZIP without its own centroid still gets a draw.
  const place = zipPlace(zip);
  if (!place) throw unprocessable(["body", "address", "zip_code"], `Unknown ZIP code ${body.address.zip_code}`);
  const location = { lat: place.lat, lng: place.lng };

  const at = now.toISOString();
  const { providerId, externalId } = providerIds(body.provider);
  const userId = toUserId(db, order.userSeq);
  try {
    db.transaction((tx) => {
      tx.insert(appointments)
        .values({
          id,
          teamId,
          orderId,
          userId,
          address: body.address,
          lng: location.lng,
          lat: location.lat,
          startAt: null,
          endAt: null,
          type: "phlebotomy",
          provider: body.provider,
          status: "pending",
          eventStatus: "pending",
          providerId,
          canReschedule: true,
          orderTransactionId: order.orderTransactionId,
          ianaTimezone: specTimeZone(zipTimeZone(zip)),
          externalId,
          appointmentNotes: body.appointment_notes ?? null,
          eventData: null,
          active: true,
          nextStepAt: new Date(now.getTime() + stepSeconds * 1000).toISOString(),
          createdAt: at,
        })
        .run();
      appendAppointmentEvent(tx, id, "pending", at, { status: "pending" });
      setOrderStatus(tx, orderId, APPOINTMENT_STEPS.pending.orderStatus, at);
    });
  } catch (err) {
    // A concurrent request booked first: the partial unique index keeps one active appointment.
    if (isUniqueViolation(err)) throw refuseActive(orderId);
    throw err;
  }
  return appointmentById(db, id)!;
}

export function toUserId(db: ServiceDb, userSeq: number): string {
  const row = db.select({ id: users.id }).from(users).where(eq(users.seq, userSeq)).get();
  if (!row) throw notFound("The order's user no longer exists");
  return row.id;
}

/** A draw takes this long; the simulated phlebotomist finishes it no sooner. */
export const DRAW_MINUTES = 30;

/**
 * When the simulator may take an appointment's next step: one step from now, but never before its
 * slot: a booked draw starts at its start time and completes a draw's length after it.
 */
export function nextStepAt(status: string, startAt: string | null, now: Date, stepSeconds: number): string {
  const step = now.getTime() + stepSeconds * 1000;
  const start = startAt ? Date.parse(startAt) : Number.NaN;
  if (Number.isNaN(start)) return new Date(step).toISOString();
  if (status === "confirmed") return new Date(Math.max(step, start)).toISOString();
  if (status === "in_progress") return new Date(Math.max(step, start + DRAW_MINUTES * 60_000)).toISOString();
  return new Date(step).toISOString();
}
