import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import type { ServiceApp, ServiceDeps } from "../context";
import { bookAppointment, cancelAppointment, rescheduleAppointment } from "../store/appointment-changes";
import { availability } from "../store/booking-slots";
import { CANCELLATION_REASONS } from "../store/cancellation-reasons";
import { errorResponses, jsonResponse, ok, routeOf } from "./openapi-helpers";

const tags = ["At-home phlebotomy"];
const detail = errorResponses[400].content["application/json"].schema;
const keyErrors = {
  ...errorResponses,
  400: jsonResponse(
    detail,
    "The order cannot book (not at home, final, or it already has an active appointment) or reschedule now",
  ),
  409: jsonResponse(detail, "The slot has been booked meanwhile: ask for availability again"),
  422: jsonResponse(
    errorResponses[422].content["application/json"].schema,
    "Invalid body, or a booking key that is unknown or expired",
  ),
};

/**
 * Slot booking: availability gives keys (good for a few minutes), book and reschedule take one,
 * cancel takes one of the listed reasons. A booked appointment is confirmed at once, and the
 * simulated provider starts the draw at its slot, never before.
 */
export function registerAppointmentBookingRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.appointmentAvailability),
      tags,
      summary: "Slots for an at-home draw at an address",
      description:
        "Hour-long weekday slots, 08:00–17:00 on the address's wall clock, for five business days from `start_date`; " +
        "grouped by day in the address's time zone (`timezone`). Each slot's `booking_key` expires at `expires_at`.",
      responses: { 200: ok(operations.appointmentAvailability, "Slots by day"), ...errorResponses },
    }),
    (c) => c.json(availability(deps.db, c.get("team").id, c.req.valid("json"), c.req.valid("query"), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.bookAppointment),
      tags,
      summary: "Book an at-home draw in a slot",
      responses: { 200: ok(operations.bookAppointment, "The booked appointment, status confirmed"), ...keyErrors },
    }),
    (c) => {
      const { order_id } = c.req.valid("param");
      const key = c.req.valid("json").booking_key;
      return c.json(
        bookAppointment(deps.db, c.get("team").id, order_id, key, deps.now(), deps.lifecycleStepSeconds),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.rescheduleAppointment),
      tags,
      summary: "Move the order's appointment to another slot",
      description: "Only while `can_reschedule` is true; the previous slot is offered again.",
      responses: { 200: ok(operations.rescheduleAppointment, "The rescheduled appointment"), ...keyErrors },
    }),
    (c) => {
      const { order_id } = c.req.valid("param");
      const key = c.req.valid("json").booking_key;
      return c.json(
        rescheduleAppointment(deps.db, c.get("team").id, order_id, key, deps.now(), deps.lifecycleStepSeconds),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.cancelAppointment),
      tags,
      summary: "Cancel the order's appointment",
      description:
        "`cancellation_reason_id` must be one of the cancellation reasons (else 422); a completed draw cannot be cancelled (400).",
      responses: { 200: ok(operations.cancelAppointment, "The cancelled appointment"), ...keyErrors },
    }),
    (c) => {
      const { order_id } = c.req.valid("param");
      return c.json(cancelAppointment(deps.db, c.get("team").id, order_id, c.req.valid("json"), deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.cancellationReasons),
      tags,
      summary: "Reasons an at-home appointment can be cancelled for",
      responses: { 200: ok(operations.cancellationReasons, "Every reason"), ...errorResponses },
    }),
    (c) => c.json([...CANCELLATION_REASONS], 200),
  );
}
