import { uuid } from "@/lib/contract/common";
import { MAX_APPOINTMENT_NOTES, appointmentRequest } from "@/lib/contract/phlebotomy";
import * as z from "zod";

/**
 * One schema both sides: the booking form's resolver and the action's re-validation are the
 * contract's request body, with a notes message a person can act on (same limit).
 */
export const bookingForm = appointmentRequest.extend({
  appointment_notes: z
    .string()
    .max(MAX_APPOINTMENT_NOTES, { message: `Notes can be at most ${MAX_APPOINTMENT_NOTES} characters` })
    .nullable()
    .optional(),
});
export type BookingInput = z.input<typeof bookingForm>;
export type BookingOutput = z.output<typeof bookingForm>;

/** What the action receives: the form plus the order and one idempotency key per form instance. */
export const bookingAction = bookingForm.extend({
  order_id: uuid,
  idempotency_key: z.string().trim().min(8).max(100),
});

const blank = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === "" ? null : v);

/** Empty optional lines are sent as null rather than "" (the service stores what it gets). */
export function toServiceRequest(input: BookingOutput) {
  const { address, provider, appointment_notes } = input;
  return {
    address: {
      ...address,
      second_line: blank(address.second_line),
      unit: blank(address.unit),
      access_notes: blank(address.access_notes),
    },
    provider,
    appointment_notes: blank(appointment_notes),
  };
}

export const orderRef = z.object({ order_id: uuid });
export const boardQuery = z.object({ user_id: uuid.optional() });
