"use server";

import { loadBoard, loadBoardRows } from "@/lib/console/appointments/load";
import { projectAppointment, projectOrder } from "@/lib/console/appointments/project";
import { SLOT_GONE_MESSAGE, isSlotGone, sameInstant } from "@/lib/console/appointments/booking-errors";
import {
  boardQuery,
  boardRowsQuery,
  orderRef,
  slotBookingInput,
  slotSearchInput,
  toServiceAddress,
  type SlotBooking,
} from "@/lib/console/appointments/schemas";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { consoleDb } from "@/lib/console/store/db";
import { rememberAppointment } from "@/lib/console/orders/seen-appointments";
import { findTrackedOrder, trackOrder } from "@/lib/console/store/tracked-orders";
import { isHttpStatus } from "@/lib/console/loaded";
import { can } from "@/lib/console/permissions";
import { serviceClient } from "@/lib/service";
import type { AppointmentView } from "@/lib/service/read/appointments";

/**
 * Appointment actions: the slots an order may book, booking one (audited, never twice), tracking
 * orders on the board by id, and the board refresh the page polls. Each guards itself; the page
 * check protects none of them.
 */

const orderTarget = (input: { order_id: string }) => ({ targetType: "order", targetId: input.order_id });

// A double click that slips past the disabled button, in this process: the second call awaits the
// first. Per instance on purpose: a retry that reaches another instance carries the same
// idempotency key, which the tracked order records.
const inFlight = new Map<string, Promise<AppointmentView>>();

/** The order's current appointment, or null (never had one). */
async function currentAppointment(orderId: string) {
  try {
    return await serviceClient().getAppointment(orderId);
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

/**
 * Days and slots for an order, at the address typed in the booking form or, for a reschedule, at
 * the current appointment's address. The zone is the address's; the appointment's when the
 * service leaves it out.
 */
export const findSlotsAction = guardedAction({
  permission: "appointments.schedule",
  action: "appointments.availability",
  schema: slotSearchInput,
  run: async (input, who) => {
    let zone: string | null = null;
    let address;
    if (input.address) address = toServiceAddress(input.address);
    else {
      // Slots to move a booked draw to: for the roles that may move one.
      if (!can(who.role, "appointments.book"))
        throw new ActionRefusal("Your role does not allow this.", {
          outcome: "denied",
          detail: "forbidden: needs appointments.book",
        });
      const current = await currentAppointment(input.order_id);
      if (!current || current.status === "cancelled")
        throw new ActionRefusal("This order has no booked appointment to move; book one instead.");
      // The lines the availability body has; access notes stay with the appointment.
      const { first_line, second_line, city, state, zip_code, unit } = current.address;
      address = { first_line, second_line, city, state, zip_code, unit };
      zone = current.iana_timezone;
    }
    const answer = await serviceClient().appointmentAvailability(address, input.start_date);
    return {
      timezone: answer.timezone ?? zone,
      days: answer.slots.map((d) => ({
        date: d.date,
        slots: d.slots.map((s) => ({ booking_key: s.booking_key, start: s.start, end: s.end })),
      })),
    };
  },
  target: orderTarget,
});

async function book(input: SlotBooking, staffId: string): Promise<AppointmentView> {
  const db = await consoleDb();
  // A retried submit of the same form (same key) gets the booking it already made.
  if ((await findTrackedOrder(db, input.order_id))?.bookingKey === input.idempotency_key) {
    const existing = await currentAppointment(input.order_id);
    if (existing && existing.status !== "cancelled") return existing;
  }
  // The appointment this booking replaces (cancelled, perhaps elsewhere) is kept for the order's history.
  const replaced = await currentAppointment(input.order_id).catch(() => null);
  if (replaced) await rememberAppointment(db, replaced);
  let appointment: AppointmentView;
  try {
    appointment = await serviceClient().bookAppointment(input.order_id, input.booking_key);
  } catch (error) {
    if (isSlotGone(error)) {
      throw new ActionRefusal(SLOT_GONE_MESSAGE, { detail: "slot no longer available", extra: { slotGone: "true" } });
    }
    // The service keeps one active appointment per order: name the one that is there.
    if (!isHttpStatus(error, 400)) throw error;
    const existing = await currentAppointment(input.order_id).catch(() => null);
    if (!existing || existing.status === "cancelled") throw error;
    // This very slot: a first attempt whose answer was lost (a timeout) booked it already.
    if (!sameInstant(existing.start_at, input.slot_start)) {
      throw new ActionRefusal(
        `This order already has an appointment (status ${existing.status}); it was not booked again.`,
        {
          detail: `already booked: ${existing.status}`,
          extra: { orderId: input.order_id, appointmentStatus: existing.status },
        },
      );
    }
    appointment = existing;
  }
  await trackOrder(db, {
    orderId: input.order_id,
    userId: appointment.user_id,
    staffId,
    bookingKey: input.idempotency_key,
  });
  await projectAppointment(appointment);
  return appointment;
}

export const bookAppointmentAction = guardedAction({
  permission: "appointments.schedule",
  action: "appointments.book",
  schema: slotBookingInput,
  run: async (input, who) => {
    const key = input.idempotency_key;
    let booking = inFlight.get(key);
    if (!booking) {
      booking = book(input, who.staff.id).finally(() => inFlight.delete(key));
      inFlight.set(key, booking);
    }
    const a = await booking;
    return {
      id: a.id,
      status: a.status,
      orderId: a.order_id,
      startAt: a.start_at,
      endAt: a.end_at,
      timeZone: a.iana_timezone,
    };
  },
  target: orderTarget,
  // The slot's time is recorded; the booking key is a short-lived token, so only its presence.
  changes: (input) => ({ slot_start: input.slot_start, booking_key: "set" }),
});

/** Adds an at-home order to the board by id (pasted by staff). */
export const trackOrderByIdAction = guardedAction({
  permission: "appointments.read",
  action: "appointments.track",
  schema: orderRef,
  run: async (input, who) => {
    let order;
    try {
      order = await serviceClient().getOrder(input.order_id);
    } catch (error) {
      if (isHttpStatus(error, 404))
        throw new ActionRefusal("No order with this id.", { fieldErrors: { order_id: "No order with this id" } });
      throw error;
    }
    if (order.collectionMethod !== "at_home_phlebotomy") {
      const message = `This order is collected by ${order.collectionMethod}; the board follows at-home orders only.`;
      throw new ActionRefusal(message, { fieldErrors: { order_id: message } });
    }
    await trackOrder(await consoleDb(), { orderId: order.id, userId: order.userId, staffId: who.staff.id });
    // On the board at once, on every instance, whatever the reconciliation has read so far.
    await projectOrder(order);
    const appointment = order.appointmentId === null ? null : await currentAppointment(order.id).catch(() => null);
    if (appointment) await projectAppointment(appointment);
    return { orderId: order.id };
  },
  target: orderTarget,
});

/**
 * The whole board again: on Refresh, and every 30 s while its live updates are not connected.
 * Names only for roles that see PHI (decided in the loader).
 */
export const refreshBoardAction = guardedAction({
  permission: "appointments.read",
  poll: true,
  action: "appointments.board.view",
  schema: boardQuery,
  run: async (input, who) => loadBoard(who, { userId: input.user_id }),
  target: (input) => (input.user_id ? { targetType: "user", targetId: input.user_id } : {}),
});

/** The rows an open board was just told changed: a read of the board like the one above. */
export const boardRowsAction = guardedAction({
  permission: "appointments.read",
  poll: true,
  action: "appointments.board.view",
  schema: boardRowsQuery,
  run: async (input, who) => loadBoardRows(who, input.order_ids, { userId: input.user_id }),
  target: (input) => (input.user_id ? { targetType: "user", targetId: input.user_id } : {}),
});
