import { uuid } from "@/lib/contract/common";
import { MAX_CANCEL_NOTES, appointmentCancelRequest } from "@/lib/contract/appointment-booking";
import * as z from "zod";

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

export const cancelAppointmentAction = cancelAppointmentForm.extend({ order_id: uuid });

/** Empty notes are left out rather than sent as "". */
export function toCancelRequest(input: CancelAppointmentOutput) {
  const notes = input.notes?.trim();
  return { cancellation_reason_id: input.cancellation_reason_id, notes: notes ? notes : null };
}
