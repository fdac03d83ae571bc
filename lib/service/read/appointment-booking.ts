import type { availabilitySlots, cancellationReasonList } from "@/lib/contract/appointment-booking";
import type { userSuccessResponse } from "@/lib/contract/users";
import * as z from "zod";
import { optionalField, optionalList, readsAnswer } from "./common";

/**
 * Slot availability and cancellation reasons, from the real service or the embedded one. A slot
 * without a booking key cannot be booked, so it is dropped; a day may end up with no slots.
 */
const slotReader = z.object({
  // The contract allows a slot without a key (it may be shown, never booked): read, then dropped below.
  booking_key: optionalField(z.string()),
  start: z.string(),
  end: z.string(),
  expires_at: optionalField(z.string()),
  price: optionalField(z.number()),
  is_priority: z.boolean().catch(false),
  num_appointments_available: optionalField(z.number()),
});

type Slot = z.output<typeof slotReader>;
const bookable = (slot: Slot): slot is Slot & { booking_key: string } => slot.booking_key !== null;

const dayReader = z
  .object({ date: z.string(), slots: optionalList(slotReader) })
  .transform((day) => ({ ...day, slots: day.slots.filter(bookable) }));

export const availabilityReader = readsAnswer<typeof availabilitySlots>()(
  z.object({
    slots: optionalList(dayReader),
    timezone: optionalField(z.string()),
  }),
);

export const cancellationReasonsReader = readsAnswer<typeof cancellationReasonList>()(
  optionalList(z.object({ id: z.string(), name: z.string(), is_refundable: z.boolean().catch(false) })),
);

export const successReader = readsAnswer<typeof userSuccessResponse>()(z.object({ success: z.boolean() }));
