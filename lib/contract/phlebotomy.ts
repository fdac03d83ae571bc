import { dateTime, requestEnum, responseEnum, uuid } from "./common";
import { APPOINTMENT_EVENT_STATUSES, APPOINTMENT_PROVIDERS, APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from "./enums";
import * as z from "zod";
import "./z";

/** At-home phlebotomy appointments: requested for an order, then read back. */
export const MAX_APPOINTMENT_NOTES = 1000;
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/**
 * The spec's iana_timezone pattern: Area/Location (optionally a third part), the Etc/ forms and a
 * few legacy names. Bare "UTC" is not among them, so the service says "Etc/UTC".
 */
export const IANA_TIMEZONE_PATTERN =
  /^(?:[A-Za-z_-]+\/[A-Za-z_-]+(?:\/[A-Za-z_-]+)?|Etc\/[A-Za-z0-9+-]+(?:\/[A-Za-z0-9]+)?|CET|CST6CDT|EET|EST|EST5EDT|MET|MST|MST7MDT|PST8PDT|HST)$/;

const line = (max: number) => z.string().trim().min(1).max(max);

/** The appointment address as a request gives it: every line checked, the ZIP a US ZIP. */
export const usAddressInput = z
  .object({
    first_line: line(200),
    second_line: z.string().trim().max(200).nullable().optional(),
    city: line(100),
    state: line(50),
    zip_code: z.string().trim().regex(US_ZIP_PATTERN, { message: "A US ZIP code: 12345 or 12345-6789" }),
    unit: z.string().trim().max(50).nullable().optional(),
    access_notes: z.string().trim().max(500).nullable().optional(),
  })
  .openapi("USAddressInput");

/** The address as the service returns it: kept as stored, never re-judged. */
export const usAddress = z
  .object({
    first_line: z.string(),
    second_line: z.string().nullable().optional(),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
    unit: z.string().nullable().optional(),
    access_notes: z.string().nullable().optional(),
  })
  .openapi("USAddress");
export type USAddress = z.infer<typeof usAddress>;

export const lngLat = z.object({ lng: z.number(), lat: z.number() }).openapi("LngLat");

/** One step of an appointment's history; `status` is the event status the step reached. */
export const appointmentEvent = z
  .object({
    created_at: dateTime,
    status: responseEnum(APPOINTMENT_EVENT_STATUSES),
    data: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .openapi("ClientFacingAppointmentEvent");

export const phlebotomyAppointment = z
  .object({
    id: uuid,
    user_id: uuid,
    order_id: uuid,
    address: usAddress,
    location: lngLat,
    start_at: dateTime.nullable().openapi({ description: "UTC" }),
    end_at: dateTime.nullable().openapi({ description: "UTC" }),
    type: responseEnum(APPOINTMENT_TYPES),
    provider: responseEnum(APPOINTMENT_PROVIDERS),
    status: responseEnum(APPOINTMENT_STATUSES),
    provider_id: z.string(),
    can_reschedule: z.boolean(),
    event_status: responseEnum(APPOINTMENT_EVENT_STATUSES),
    events: z.array(appointmentEvent),
    order_transaction_id: uuid.nullable().optional(),
    iana_timezone: z.string().regex(IANA_TIMEZONE_PATTERN).nullable().optional(),
    external_id: z.string().nullable().optional(),
    appointment_notes: z.string().max(MAX_APPOINTMENT_NOTES).nullable().optional(),
    event_data: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .openapi("ClientFacingAppointment");
export type PhlebotomyAppointment = z.infer<typeof phlebotomyAppointment>;

/** The body of an appointment request (POST /v3/order/{order_id}/phlebotomy/appointment/request). */
export const appointmentRequest = z
  .object({
    address: usAddressInput,
    provider: requestEnum(APPOINTMENT_PROVIDERS),
    appointment_notes: z.string().max(MAX_APPOINTMENT_NOTES).nullable().optional(),
  })
  .openapi("RequestAppointmentRequest");
export type AppointmentRequest = z.infer<typeof appointmentRequest>;
