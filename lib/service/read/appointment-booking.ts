import * as z from "zod";
import { optionalField, optionalList } from "./common";

/**
 * Slot availability and cancellation reasons, from the real service or the embedded one. A slot
 * without a booking key cannot be booked, so it is dropped; a day may end up with no slots.
 */
const slotReader = z.object({
  booking_key: z.string(),
  start: z.string(),
  end: z.string(),
  expires_at: optionalField(z.string()),
  price: optionalField(z.number()),
  is_priority: z.boolean().catch(false),
  num_appointments_available: optionalField(z.number()),
});

const dayReader = z.object({ date: z.string(), slots: optionalList(slotReader) });

export const availabilityReader = z.object({
  slots: optionalList(dayReader),
  timezone: optionalField(z.string()),
});

export const cancellationReasonsReader = optionalList(
  z.object({ id: z.string(), name: z.string(), is_refundable: z.boolean().catch(false) }),
);

export const successReader = z.object({ success: z.boolean() });
