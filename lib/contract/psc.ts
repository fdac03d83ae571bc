import { DEFAULT_PSC_RADIUS, LAB_SLUGS, PSC_CAPABILITIES, PSC_CAPABILITY_ALIASES, PSC_RADII } from "./enums";
import { queryArray, queryInt, requestEnum, responseEnum, uuid } from "./common";
import * as z from "zod";
import "./z";

/** Patient service center (PSC) lookups, by order (/v3/order/{order_id}/psc/info) and by area (/v3/order/psc/info). */
export const MAX_PSC_RESULTS = 30;
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected HH:MM (24-hour)");

/**
 * Opening hours as the embedded service reports them: per weekday, the open intervals in the
 * center's local time (an empty list means closed; a lunch break is two intervals).
 */
export const pscWeeklyHours = z
  .object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(z.object({ open: clockTime, close: clockTime }))])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodArray<z.ZodObject<{ open: typeof clockTime; close: typeof clockTime }>>
    >,
  )
  .openapi("PscWeeklyHours");
export type PscWeeklyHours = z.infer<typeof pscWeeklyHours>;

export const labLocationMetadata = z
  .object({
    name: z.string(),
    state: z.string(),
    city: z.string(),
    zip_code: z.string(),
    first_line: z.string(),
    second_line: z.string(),
    phone_number: z.string(),
    fax_number: z.string(),
    // The spec leaves the inner shape open, so whatever a remote service sends is kept; parse with
    // pscWeeklyHours to display it, and fall back to showing the raw value.
    hours: z
      .union([pscWeeklyHours, z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string()])
      .nullable()
      .openapi({ description: "Opening hours; null when unknown" }),
  })
  .openapi("LabLocationMetadata");

/** Who may be billed for a draw at a center (the real service's `Billing`). */
export const BILL_TYPES = ["client_bill", "commercial_insurance", "patient_bill_passthrough", "patient_bill"] as const;

/**
 * The fields the documented interface lists (distance kept as a string of miles) plus the real
 * service's extra ones: the lab's site code, the bill types the center accepts and its coordinates.
 */
export const labLocation = z
  .object({
    metadata: labLocationMetadata,
    distance: z
      .string()
      .openapi({ description: "Great-circle distance from the search point, in miles", example: "3.42" }),
    capabilities: z.array(responseEnum(PSC_CAPABILITIES)),
    site_code: z.string().openapi({ description: "The lab's own code for the center" }),
    supported_bill_types: z.array(responseEnum(BILL_TYPES)),
    location: z.object({ lng: z.number(), lat: z.number() }).openapi("PscLngLat"),
  })
  .openapi("LabLocation");
export type LabLocation = z.infer<typeof labLocation>;

export const pscInfo = z
  .object({
    lab_id: z.number().int(),
    slug: responseEnum(LAB_SLUGS),
    patient_service_centers: z.array(labLocation),
  })
  .openapi("PscInfo");
export type PscInfo = z.infer<typeof pscInfo>;

const radius = requestEnum(PSC_RADII)
  .default(DEFAULT_PSC_RADIUS)
  .openapi({ param: { name: "radius", in: "query" }, description: "Search radius in miles" });

const capability = z.preprocess(
  (v) => (typeof v === "string" ? (PSC_CAPABILITY_ALIASES[v] ?? v) : v),
  requestEnum(PSC_CAPABILITIES),
);

const capabilities = queryArray(capability)
  .optional()
  .openapi({
    param: { name: "capabilities", in: "query", style: "form", explode: true },
    description:
      "Repeat the parameter to require several; only centers having all of them are kept. " +
      `Also accepted: ${Object.keys(PSC_CAPABILITY_ALIASES).join(", ")} (the real service's name for appointment_scheduling_via_service).`,
  });

/** Query of GET /v3/order/psc/info. */
export const pscByAreaQuery = z.object({
  zip_code: z
    .string()
    .regex(/^\d{5}$/, "Expected a five-digit ZIP code")
    .openapi({ param: { name: "zip_code", in: "query" }, example: "10001" }),
  // A coerced number reads as "any input" to the document generator: state the type and that it is required.
  lab_id: queryInt().openapi({ type: "integer", param: { name: "lab_id", in: "query", required: true } }),
  radius,
  capabilities,
  lab_account_id: uuid.optional().openapi({
    param: { name: "lab_account_id", in: "query" },
    description: "Lab account used for availability checks",
  }),
});
export type PscByAreaQuery = z.infer<typeof pscByAreaQuery>;

/** Query of GET /v3/order/{order_id}/psc/info. */
export const pscByOrderQuery = z.object({ radius, capabilities });
export type PscByOrderQuery = z.infer<typeof pscByOrderQuery>;

export const pscOrderIdParam = z.object({
  order_id: uuid.openapi({ param: { name: "order_id", in: "path" } }),
});
