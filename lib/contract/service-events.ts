import { dateTime, uuid } from "./common";
import { order } from "./orders";
import { phlebotomyAppointment } from "./phlebotomy";
import * as z from "zod";
import "./z";

/**
 * The service's outbound events (webhooks). The real service delivers them through Svix: a JSON
 * envelope `{event_type, user_id, client_user_id, team_id, data}` signed in the `svix-id`,
 * `svix-timestamp` and `svix-signature` headers. The lab-testing events and their `data`, as the
 * vendor's SDK types them: orders (`ClientFacingOrderChanged`), at-home appointments
 * (`ClientFacingAppointmentChanged`) and critical results (`ClientFacingCriticalResultIdentified`).
 */
export const LAB_EVENT_TYPES = [
  "labtest.order.created",
  "labtest.order.updated",
  "labtest.appointment.created",
  "labtest.appointment.updated",
  "labtest.result.critical",
] as const;
export type LabEventType = (typeof LAB_EVENT_TYPES)[number];

/** `data` of `labtest.result.critical` (`ClientFacingCriticalResult`). */
export const criticalResult = z
  .object({
    order_id: uuid,
    sample_id: z.string(),
    status: z.string().openapi({ description: "final or partial" }),
    interpretation: z.string().openapi({ description: "normal, abnormal or critical" }),
    team_id: uuid,
    user_id: uuid,
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi("ClientFacingCriticalResult");

const envelope = <T extends string, D extends z.ZodType>(types: readonly [T, ...T[]], data: D) =>
  z.object({
    event_type: z.enum(types),
    user_id: uuid,
    client_user_id: z.string(),
    team_id: uuid,
    data,
  });

/** What the embedded service sends, one schema per kind, so a payload it builds is checked against the real shapes. */
export const orderChanged = envelope(["labtest.order.created", "labtest.order.updated"], order);
export const appointmentChanged = envelope(
  ["labtest.appointment.created", "labtest.appointment.updated"],
  phlebotomyAppointment,
);
export const criticalResultIdentified = envelope(["labtest.result.critical"], criticalResult);
export type LabEvent =
  z.infer<typeof orderChanged> | z.infer<typeof appointmentChanged> | z.infer<typeof criticalResultIdentified>;

/** How many orders one resend may name; a window of time resends at most this many too. */
export const MAX_RESEND_ORDERS = 100;

/** POST /v3/order/resend_events (`ResendWebhookBody`): orders by id, or those changed in a window. */
export const resendEventsBody = z
  .object({
    order_ids: z.array(uuid).min(1).max(MAX_RESEND_ORDERS).optional(),
    start_at: z.iso.datetime({ offset: true }).optional(),
    end_at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((b) => b.order_ids !== undefined || b.start_at !== undefined, {
    message: "Name order_ids, or a start_at (and optionally end_at) window",
    path: ["order_ids"],
  })
  .openapi("ResendWebhookBody");
export type ResendEventsBody = z.infer<typeof resendEventsBody>;

/** Its answer (`ResendWebhookResponse`): the orders whose events were sent again. */
export const resendEventsResponse = z.object({ order_ids: z.array(z.string()) }).openapi("ResendWebhookResponse");
export type ResendEventsResponse = z.infer<typeof resendEventsResponse>;
