"use server";

import { loadBoard } from "@/lib/console/appointments/load-board";
import { bookingAction, boardQuery, orderRef, toServiceRequest } from "@/lib/console/appointments/booking-schema";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { consoleDb } from "@/lib/console/store/db";
import { findTrackedOrder, trackOrder, untrackOrder } from "@/lib/console/store/tracked-orders";
import type * as z from "zod";
import { ServiceError, serviceClient } from "@/lib/service";
import type { AppointmentView } from "@/lib/service/read/appointments";

/**
 * Appointment actions: booking (audited, never twice), tracking orders on the board by id, and
 * the board refresh the page polls. Each guards itself; the page check protects none of them.
 */

const orderTarget = (input: { order_id: string }) => ({ targetType: "order", targetId: input.order_id });
const isHttp = (e: unknown, ...statuses: number[]) =>
  e instanceof ServiceError && e.kind === "http" && statuses.includes(e.status);

// A double click that slips past the disabled button, in this process: the second call awaits the
// first. Per instance on purpose: a retry that reaches another instance carries the same
// idempotency key, which the service honours and the tracked order records.
const inFlight = new Map<string, Promise<AppointmentView>>();

/** The order's current appointment, or null (never had one). */
async function currentAppointment(orderId: string) {
  try {
    return await serviceClient().getAppointment(orderId);
  } catch (error) {
    if (isHttp(error, 404)) return null;
    throw error;
  }
}

async function book(input: z.output<typeof bookingAction>, staffId: string): Promise<AppointmentView> {
  const db = await consoleDb();
  // A retried submit of the same form (same key) gets the booking it already made.
  if ((await findTrackedOrder(db, input.order_id))?.bookingKey === input.idempotency_key) {
    const existing = await currentAppointment(input.order_id);
    if (existing) return existing;
  }
  let appointment: AppointmentView;
  try {
    appointment = await serviceClient().requestAppointment(
      input.order_id,
      toServiceRequest(input),
      input.idempotency_key,
    );
  } catch (error) {
    // The service keeps one active appointment per order: name the one that is there.
    if (!isHttp(error, 400, 409)) throw error;
    const existing = await currentAppointment(input.order_id).catch(() => null);
    if (!existing || existing.status === "cancelled") throw error;
    throw new ActionRefusal(
      `This order already has an appointment (status ${existing.status}); it was not booked again.`,
      {
        detail: `already booked: ${existing.status}`,
        extra: { orderId: input.order_id, appointmentStatus: existing.status },
      },
    );
  }
  await trackOrder(db, {
    orderId: input.order_id,
    userId: appointment.user_id,
    staffId,
    bookingKey: input.idempotency_key,
  });
  return appointment;
}

export const bookAppointment = guardedAction({
  permission: "appointments.book",
  action: "appointments.book",
  schema: bookingAction,
  run: async (input, who) => {
    const key = input.idempotency_key;
    let booking = inFlight.get(key);
    if (!booking) {
      booking = book(input, who.staff.id).finally(() => inFlight.delete(key));
      inFlight.set(key, booking);
    }
    const appointment = await booking;
    return { id: appointment.id, status: appointment.status, orderId: appointment.order_id };
  },
  target: orderTarget,
  // Names what was sent; the address and notes are PHI, so only their presence is recorded.
  changes: (input) => ({
    provider: input.provider,
    address: "set",
    appointment_notes: input.appointment_notes ? "set" : "empty",
  }),
});

/** Adds an at-home order to the board by id (pasted by staff). */
export const trackOrderById = guardedAction({
  permission: "appointments.read",
  action: "appointments.track",
  schema: orderRef,
  run: async (input, who) => {
    let order;
    try {
      order = await serviceClient().getOrder(input.order_id);
    } catch (error) {
      if (isHttp(error, 404))
        throw new ActionRefusal("No order with this id.", { fieldErrors: { order_id: "No order with this id" } });
      throw error;
    }
    if (order.collectionMethod !== "at_home_phlebotomy") {
      const message = `This order is collected by ${order.collectionMethod}; the board follows at-home orders only.`;
      throw new ActionRefusal(message, { fieldErrors: { order_id: message } });
    }
    await trackOrder(await consoleDb(), { orderId: order.id, userId: order.userId, staffId: who.staff.id });
    return { orderId: order.id };
  },
  target: orderTarget,
});

export const untrackOrderById = guardedAction({
  permission: "appointments.read",
  action: "appointments.untrack",
  schema: orderRef,
  run: async (input) => ({ removed: await untrackOrder(await consoleDb(), input.order_id) }),
  target: orderTarget,
});

/** What the board polls every 30 s; names only for roles that see PHI (decided in the loader). */
export const refreshBoard = guardedAction({
  permission: "appointments.read",
  action: "appointments.board.view",
  schema: boardQuery,
  run: async (input, who) => loadBoard(who, { userId: input.user_id }),
  target: (input) => (input.user_id ? { targetType: "user", targetId: input.user_id } : {}),
});
