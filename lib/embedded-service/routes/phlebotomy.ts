import { createRoute } from "@hono/zod-openapi";
import { operations } from "@/lib/contract/operations";
import type { ServiceApp, ServiceDeps } from "../context";
import { getAppointment, requestAppointment } from "../store/appointments";
import { errorResponses, jsonBody, jsonResponse, ok, routeOf } from "./openapi-helpers";

const tags = ["At-home phlebotomy"];

/** Shown in /openapi.json so a reader sees a complete booking without running the service. */
const requestExample = {
  address: {
    first_line: "1 Beacon St",
    second_line: null,
    city: "Boston",
    state: "MA",
    zip_code: "02108",
    unit: "4B",
    access_notes: "Buzz 4B; the elevator is at the back",
  },
  provider: "getlabs",
  appointment_notes: "Patient fasts from 8 pm the day before",
};

const bookingErrors = {
  ...errorResponses,
  400: jsonResponse(
    errorResponses[400].content["application/json"].schema,
    "Not an at_home_phlebotomy order, a final order, or an active appointment exists",
  ),
  404: jsonResponse(errorResponses[404].content["application/json"].schema, "No such order for this team"),
  422: jsonResponse(
    errorResponses[422].content["application/json"].schema,
    "Invalid body, or a ZIP code the service does not know",
  ),
};

/**
 * Requesting and reading an order's at-home appointment. Booking rules beyond the spec, as the
 * embedded service applies them: only an at_home_phlebotomy order that is not final may book (else
 * 400); an order has one active appointment at a time, and it stays active until cancelled (a second
 * request meanwhile is a 400); the address ZIP must be a known US ZIP (else 422 on
 * body.address.zip_code), which gives location and time zone.
 */
export function registerPhlebotomyRoutes(app: ServiceApp, deps: ServiceDeps) {
  app.openapi(
    createRoute({
      ...routeOf(operations.requestAppointment),
      tags,
      summary: "Request phlebotomy appointment",
      description:
        "Answers the new appointment with status `pending`. Only at_home_phlebotomy orders; one active appointment per order " +
        "(active until cancelled); the ZIP code must be known.",
      request: {
        ...routeOf(operations.requestAppointment).request,
        body: {
          ...jsonBody(operations.requestAppointment.body),
          content: { "application/json": { schema: operations.requestAppointment.body, example: requestExample } },
        },
      },
      responses: {
        200: ok(operations.requestAppointment, "The requested appointment, status pending"),
        ...bookingErrors,
      },
    }),
    (c) => {
      const { order_id } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json(
        requestAppointment(deps.db, c.get("team").id, order_id, body, deps.now(), deps.lifecycleStepSeconds),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...routeOf(operations.getAppointment),
      tags,
      summary: "Get phlebotomy appointment",
      description: "The order's active appointment, else its most recent (cancelled) one; 404 when it never had one.",
      responses: { 200: ok(operations.getAppointment, "The order's appointment"), ...errorResponses },
    }),
    (c) => c.json(getAppointment(deps.db, c.get("team").id, c.req.valid("param").order_id), 200),
  );
}
