import { dateTime, isoDate, uuid } from "@/lib/contract/common";
import { usAddressInput } from "@/lib/contract/phlebotomy";
import * as z from "zod";
import { MAX_BOARD_ROWS_ASKED } from "./board-rows";
import { MAX_CANCEL_NOTES, appointmentCancelRequest } from "@/lib/contract/appointment-booking";

/**
 * Booking by slot. The form's resolver and the actions' re-validation share these schemas: the
 * address the availability is asked for (the contract's address input), then one slot's booking
 * key. The service books a slot by its key alone, so provider and notes are no longer asked.
 */
export const slotSearchForm = z.object({ address: usAddressInput });
export type SlotSearchInput = z.input<typeof slotSearchForm>;
export type SlotSearchOutput = z.output<typeof slotSearchForm>;

/**
 * Availability for an order: at the address typed in the booking form, or (without one) at the
 * address of the order's current appointment, which is what a reschedule moves within.
 */
export const slotSearchInput = z.object({
  order_id: uuid,
  address: usAddressInput.optional(),
  start_date: isoDate.optional(),
});

const bookingKey = z.string().trim().min(1, "Choose a slot").max(200);
/** The slot as the availability answer gave it; its times are echoed for the audit and for retries. */
const chosenSlot = { booking_key: bookingKey, slot_start: dateTime, slot_end: dateTime };

/** What the booking action receives: the order, the chosen slot and one idempotency key per form. */
export const slotBookingInput = z.object({
  order_id: uuid,
  idempotency_key: z.string().trim().min(8).max(100),
  ...chosenSlot,
});
export type SlotBooking = z.output<typeof slotBookingInput>;

export const rescheduleInput = z.object({ order_id: uuid, ...chosenSlot });

const blank = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === "" ? null : v);

/** Empty optional lines are sent as null rather than "" (the service stores what it gets). */
export function toServiceAddress(address: SlotSearchOutput["address"]) {
  return {
    ...address,
    second_line: blank(address.second_line),
    unit: blank(address.unit),
    access_notes: blank(address.access_notes),
  };
}

export const orderRef = z.object({ order_id: uuid });
export const boardQuery = z.object({ user_id: uuid.optional() });
/** Rows an open board was told changed. */
export const boardRowsQuery = boardQuery.extend({ order_ids: z.array(uuid).min(1).max(MAX_BOARD_ROWS_ASKED) });

/**
 * Cancelling an appointment: the contract's body (one of the service's reasons, optional notes)
 * with messages a person can act on. The dialog's resolver and the action use the same schema.
 */
export const cancelAppointmentForm = appointmentCancelRequest.extend({
  cancellation_reason_id: z.string().trim().min(1, "Choose a reason"),
  notes: z
    .string()
    .max(MAX_CANCEL_NOTES, { message: `Notes can be at most ${MAX_CANCEL_NOTES} characters` })
    .nullable()
    .optional(),
});
export type CancelAppointmentInput = z.input<typeof cancelAppointmentForm>;
export type CancelAppointmentOutput = z.output<typeof cancelAppointmentForm>;

export const cancelAppointmentInput = cancelAppointmentForm.extend({ order_id: uuid });

/** Empty notes are left out rather than sent as "". */
export function toCancelRequest(input: CancelAppointmentOutput) {
  const notes = input.notes?.trim();
  return { cancellation_reason_id: input.cancellation_reason_id, notes: notes ? notes : null };
}
