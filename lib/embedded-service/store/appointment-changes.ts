import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AppointmentCancelRequest } from "@/lib/contract/appointment-booking";
import type { PhlebotomyAppointment, USAddress } from "@/lib/contract/phlebotomy";
import { zipPlace } from "@/lib/geo";
import type { ServiceDb } from "../db/client";
import { appointments } from "../db/schema";
import { badRequest, unprocessable } from "../errors";
import {
  APPOINTMENT_STEPS,
  activeRow,
  appendAppointmentEvent,
  appointmentById,
  bookableOrder,
  isUniqueViolation,
  nextStepAt,
  providerIds,
  refuseActive,
  toUserId,
} from "./appointments";
import { releaseSlots, takeSlot, type SlotRow } from "./booking-slots";
import { cancellationReasonById } from "./cancellation-reasons";
import { requireOrderRow, setOrderStatus } from "./orders";

type Tx = Parameters<Parameters<ServiceDb["transaction"]>[0]>[0];

/** The provider whose slots the availability answer offers. */
const SLOT_PROVIDER = "getlabs";
const CONFIRMED = APPOINTMENT_STEPS.confirmed;

function located(slot: SlotRow) {
  // The same placing as availability's, so a key it handed out always books (a ZIP without a
  // centroid of its own, such as a single building's, is placed by its prefix or state).
  const loc = zipPlace(slot.zip);
  // Only a changed geo table could make a ZIP that availability placed unknown now.
  if (!loc) throw unprocessable(["body", "booking_key"], `The slot's ZIP code ${slot.zip} is no longer known`);
  return { lat: loc.lat, lng: loc.lng };
}

const slotData = (slot: SlotRow, extra: Record<string, unknown> = {}) => ({
  status: "confirmed",
  start_at: slot.startAt,
  end_at: slot.endAt,
  ...extra,
});

/** Books the slot a key names for an at-home order: the appointment is confirmed (event `scheduled`) at once. */
export function bookAppointment(
  db: ServiceDb,
  teamId: string,
  orderId: string,
  key: string,
  now: Date,
  stepSeconds: number,
  id: string = randomUUID(),
): PhlebotomyAppointment {
  const order = bookableOrder(db, teamId, orderId);
  const userId = toUserId(db, order.userSeq);
  const at = now.toISOString();
  const { providerId, externalId } = providerIds(SLOT_PROVIDER);
  try {
    db.transaction((tx) => {
      const slot = takeSlot(tx, teamId, key, id, now);
      const loc = located(slot);
      tx.insert(appointments)
        .values({
          id,
          teamId,
          orderId,
          userId,
          address: slot.address,
          lng: loc.lng,
          lat: loc.lat,
          startAt: slot.startAt,
          endAt: slot.endAt,
          type: "phlebotomy",
          provider: SLOT_PROVIDER,
          status: "confirmed",
          eventStatus: CONFIRMED.eventStatus,
          providerId,
          canReschedule: true,
          orderTransactionId: order.orderTransactionId,
          ianaTimezone: slot.ianaTimezone,
          externalId,
          appointmentNotes: null,
          eventData: null,
          active: true,
          nextStepAt: nextStepAt("confirmed", slot.startAt, now, stepSeconds),
          createdAt: at,
        })
        .run();
      appendAppointmentEvent(tx, id, CONFIRMED.eventStatus, at, slotData(slot));
      setOrderStatus(tx, orderId, CONFIRMED.orderStatus, at);
    });
  } catch (err) {
    // A concurrent booking for the same order won: the partial unique index keeps one active appointment.
    if (isUniqueViolation(err)) throw refuseActive(orderId);
    throw err;
  }
  return appointmentById(db, id)!;
}

function requireActive(db: ServiceDb, teamId: string, orderId: string, doing: string) {
  requireOrderRow(db, teamId, orderId);
  const active = activeRow(db, orderId);
  if (!active) throw badRequest(`Order ${orderId} has no active appointment to ${doing}: book one first`);
  return active;
}

/** Moves the order's active appointment to the slot a key names, giving its previous slot back. */
export function rescheduleAppointment(
  db: ServiceDb,
  teamId: string,
  orderId: string,
  key: string,
  now: Date,
  stepSeconds: number,
): PhlebotomyAppointment {
  const active = requireActive(db, teamId, orderId, "reschedule");
  if (!active.canReschedule) throw badRequest(`The appointment is ${active.status}: it can no longer be rescheduled`);
  const at = now.toISOString();
  db.transaction((tx) => {
    releaseSlots(tx, active.id);
    const slot = takeSlot(tx, teamId, key, active.id, now);
    const loc = located(slot);
    const changed = tx
      .update(appointments)
      .set({
        address: slot.address as USAddress,
        lng: loc.lng,
        lat: loc.lat,
        ianaTimezone: slot.ianaTimezone,
        startAt: slot.startAt,
        endAt: slot.endAt,
        status: "confirmed",
        eventStatus: CONFIRMED.eventStatus,
        nextStepAt: nextStepAt("confirmed", slot.startAt, now, stepSeconds),
      })
      .where(and(eq(appointments.id, active.id), eq(appointments.status, active.status)))
      .run().changes;
    // The simulator moved it in between (e.g. the draw started): the caller reads it again.
    if (changed === 0) throw badRequest("The appointment changed while rescheduling: read it again and retry");
    appendAppointmentEvent(
      tx,
      active.id,
      CONFIRMED.eventStatus,
      at,
      slotData(slot, { previous_start_at: active.startAt }),
    );
    setOrderStatus(tx, orderId, CONFIRMED.orderStatus, at);
  });
  return appointmentById(db, active.id)!;
}

/**
 * Cancels an appointment inside the caller's transaction: no longer active, its slot offered
 * again, an event carrying the reason. False when it moved on meanwhile (nothing is changed).
 */
export function markCancelled(tx: Tx, appt: { id: string; status: string }, data: Record<string, unknown>, at: string) {
  const changed = tx
    .update(appointments)
    .set({
      status: "cancelled",
      eventStatus: "cancelled",
      active: false,
      canReschedule: false,
      nextStepAt: null,
      eventData: data,
    })
    .where(and(eq(appointments.id, appt.id), eq(appointments.status, appt.status)))
    .run().changes;
  if (changed === 0) return false;
  releaseSlots(tx, appt.id);
  appendAppointmentEvent(tx, appt.id, "cancelled", at, { status: "cancelled", ...data });
  return true;
}

/** Cancels the order's active appointment for one of the service's reasons; the order may book again. */
export function cancelAppointment(
  db: ServiceDb,
  teamId: string,
  orderId: string,
  body: AppointmentCancelRequest,
  now: Date,
): PhlebotomyAppointment {
  const reason = cancellationReasonById(body.cancellation_reason_id);
  if (!reason) {
    throw unprocessable(
      ["body", "cancellation_reason_id"],
      "Unknown cancellation reason: use an id from GET /v3/order/phlebotomy/appointment/cancellation-reasons",
    );
  }
  const active = requireActive(db, teamId, orderId, "cancel");
  if (active.status === "completed")
    throw badRequest("The draw is completed: the appointment can no longer be cancelled");
  const at = now.toISOString();
  const data = { cancellation_reason: reason.name, cancellation_reason_id: reason.id, notes: body.notes ?? null };
  db.transaction((tx) => {
    if (!markCancelled(tx, active, data, at)) {
      throw badRequest("The appointment changed while cancelling: read it again and retry");
    }
    const { orderStatus, orderEvent } = APPOINTMENT_STEPS.cancelled;
    setOrderStatus(tx, orderId, orderStatus, at, orderEvent);
  });
  return appointmentById(db, active.id)!;
}
