import { dateTime, isoDate } from "./common";
import * as z from "zod";
import "./z";

/**
 * Slot booking for at-home draws, in the real service's shapes: availability for an address
 * (`AppointmentAvailabilitySlots` of `DaySlots` of `TimeSlot`), booking and rescheduling with one
 * slot's `booking_key`, and cancelling with one of the service's cancellation reasons.
 */
export const availabilityQuery = z.object({
  start_date: isoDate.optional().openapi({
    param: { name: "start_date", in: "query" },
    description: "First day to offer (YYYY-MM-DD, in the address's time zone); today when absent",
  }),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

export const timeSlot = z
  .object({
    booking_key: z.string().nullish(),
    start: dateTime.openapi({ description: "UTC" }),
    end: dateTime.openapi({ description: "UTC" }),
    expires_at: dateTime.nullish().openapi({ description: "The booking key is refused after this instant" }),
    price: z.number(),
    is_priority: z.boolean(),
    num_appointments_available: z.number().int(),
  })
  .openapi("TimeSlot");

export const daySlots = z
  .object({
    location: z
      .object({
        distance: z.number().nullish(),
        code: z.string(),
        name: z.string(),
        iana_timezone: z.string().nullish(),
      })
      .nullish(),
    date: isoDate.openapi({ description: "The day in the address's time zone" }),
    slots: z.array(timeSlot),
  })
  .openapi("DaySlots");

export const availabilitySlots = z
  .object({ slots: z.array(daySlots), timezone: z.string().nullish() })
  .openapi("AppointmentAvailabilitySlots");
export type AvailabilitySlots = z.infer<typeof availabilitySlots>;

const bookingKey = z.string().trim().min(1, "A booking key from the availability answer").max(200);
export const appointmentBookingRequest = z.object({ booking_key: bookingKey }).openapi("AppointmentBookingRequest");
export const appointmentRescheduleRequest = z
  .object({ booking_key: bookingKey })
  .openapi("AppointmentRescheduleRequest");

export const MAX_CANCEL_NOTES = 1000;
export const appointmentCancelRequest = z
  .object({
    cancellation_reason_id: z.string().trim().min(1, "Choose a cancellation reason"),
    notes: z.string().max(MAX_CANCEL_NOTES).nullish(),
  })
  .openapi("AppointmentCancelRequest");
export type AppointmentCancelRequest = z.infer<typeof appointmentCancelRequest>;

export const cancellationReason = z
  .object({ id: z.string(), name: z.string(), is_refundable: z.boolean() })
  .openapi("ClientFacingAppointmentCancellationReason");
export type CancellationReason = z.infer<typeof cancellationReason>;
export const cancellationReasonList = z.array(cancellationReason).openapi("CancellationReasonList");
