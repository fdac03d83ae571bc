import type { phlebotomyAppointment } from "@/lib/contract/phlebotomy";
import * as z from "zod";
import { addressFields, optionalField, optionalList, toZipCode, readsAnswer } from "./common";

/**
 * An at-home phlebotomy appointment in the documented form (every field below) or the real service's
 * (`ClientFacingAppointment`, which has no `order_transaction_id`, `appointment_notes` or
 * `access_notes` and may leave out `start_at`, `end_at` and `iana_timezone`). The view keeps the
 * wire names; every optional field is present and null when the service did not send it.
 */
const addressReader = z
  .object({ ...addressFields, unit: optionalField(z.string()), access_notes: optionalField(z.string()) })
  .transform(toZipCode);
export type AppointmentAddressView = z.output<typeof addressReader>;

const eventReader = z.object({
  created_at: z.string(),
  status: z.string(),
  data: optionalField(z.record(z.string(), z.unknown())),
});

export const appointmentReader = readsAnswer<typeof phlebotomyAppointment>()(
  z.object({
    id: z.string(),
    user_id: z.string(),
    order_id: z.string(),
    address: addressReader,
    location: optionalField(z.object({ lng: z.number(), lat: z.number() })),
    start_at: optionalField(z.string()),
    end_at: optionalField(z.string()),
    type: optionalField(z.string()),
    provider: z.string(),
    status: z.string(),
    provider_id: optionalField(z.string()),
    can_reschedule: z.boolean().catch(false),
    event_status: optionalField(z.string()),
    events: optionalList(eventReader),
    order_transaction_id: optionalField(z.string()),
    iana_timezone: optionalField(z.string()),
    external_id: optionalField(z.string()),
    appointment_notes: optionalField(z.string()),
  }),
);
export type AppointmentView = z.output<typeof appointmentReader>;
