import { dateTime, queryArray, requestEnum, responseEnum, uuid } from "./common";
import { labTest } from "./labs";
import { dateOfBirth, labName } from "./user-info";
import * as z from "zod";
import "./z";

/** Lab orders. The spec names these endpoints without a shape; these follow the real service's. */
export const ORDER_STATUSES = [
  "received",
  "collecting_sample",
  "sample_with_lab",
  "completed",
  "cancelled",
  "failed",
] as const;
export const COLLECTION_METHODS = ["testkit", "walk_in_test", "at_home_phlebotomy"] as const;
/** The steps of an order's compound status (`<status>.<method>.<step>`), as the real service filters by them. */
export const ORDER_STEPS = [
  "ordered",
  "requisition_created",
  "requisition_bypassed",
  "transit_customer",
  "out_for_delivery",
  "with_customer",
  "transit_lab",
  "delivered_to_lab",
  "completed",
  "failure_to_deliver_to_lab",
  "failure_to_deliver_to_customer",
  "problem_in_transit_lab",
  "problem_in_transit_customer",
  "sample_error",
  "appointment_scheduled",
  "appointment_cancelled",
  "appointment_pending",
  "draw_completed",
  "cancelled",
  "lost",
  "do_not_process",
  "partial_results",
  "awaiting_registration",
  "registered",
  "redraw_available",
] as const;
const ORDER_STATUS_FILTERS = [...new Set([...ORDER_STATUSES, ...ORDER_STEPS])] as [string, ...string[]];
/** Statuses after which nothing more happens to an order (no appointment may be requested). */
export const FINAL_ORDER_STATUSES: readonly string[] = ["completed", "cancelled", "failed"];

export const MAX_ORDER_TESTS = 50;
export const MAX_ORDERS_PAGE = 100;

export const patientDetails = z
  .object({
    first_name: labName,
    last_name: labName,
    dob: dateOfBirth,
    gender: z.string().trim().min(1).max(50),
    phone_number: z.string().trim().min(1).max(40),
    email: z.email(),
  })
  .openapi("PatientDetails");

/**
 * The patient's address in an order request. The specification's form gives `zip_code`; the real
 * service's (`PatientAddressWithValidation`) gives `zip` and `country`. Either ZIP is accepted (both
 * must agree when both are sent); the order keeps both names and the country (US by default).
 */
export const orderPatientAddressInput = z
  .object({
    receiver_name: z.string().trim().max(200).nullish(),
    first_line: z.string().trim().min(1).max(200),
    second_line: z.string().trim().max(200).nullish(),
    city: z.string().trim().min(1).max(100),
    state: z.string().trim().min(1).max(50),
    zip_code: z.string().trim().min(1).max(20).optional(),
    zip: z.string().trim().min(1).max(20).optional(),
    country: z.string().trim().min(1).max(60).optional(),
    phone_number: z.string().trim().max(40).nullish(),
  })
  .superRefine((a, ctx) => {
    if (!a.zip_code && !a.zip) ctx.addIssue({ code: "custom", path: ["zip"], message: "Required: zip (or zip_code)" });
    else if (a.zip_code && a.zip && a.zip_code !== a.zip)
      ctx.addIssue({ code: "custom", path: ["zip"], message: "zip and zip_code differ" });
  })
  .openapi("OrderPatientAddressInput");

const labTestId = z.string().trim().min(1).max(128);

/**
 * POST /v3/order body, in the specification's form or the real service's
 * (`CreateOrderRequestCompatible`). Exactly one of `order_set` or the deprecated `lab_test_id`.
 * `collection_method` is optional as in the real service: the first test's method applies.
 */
export const createOrderBody = z
  .object({
    user_id: uuid,
    patient_details: patientDetails,
    patient_address: orderPatientAddressInput,
    order_set: z.object({ lab_test_ids: z.array(labTestId).min(1).max(MAX_ORDER_TESTS) }).optional(),
    lab_test_id: labTestId.optional().openapi({ deprecated: true, description: "Use order_set.lab_test_ids" }),
    collection_method: requestEnum(COLLECTION_METHODS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.order_set && body.lab_test_id) {
      ctx.addIssue({
        code: "custom",
        path: ["lab_test_id"],
        message: "Give order_set or the deprecated lab_test_id, not both",
      });
    } else if (!body.order_set && !body.lab_test_id) {
      ctx.addIssue({
        code: "custom",
        path: ["order_set"],
        message: "Required: order_set.lab_test_ids (or the deprecated lab_test_id)",
      });
    }
  })
  .openapi("CreateOrderBody");
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** The lab test ids an order asks for, whichever form the body used, in order and without repeats. */
export const orderLabTestIds = (body: Pick<CreateOrderBody, "order_set" | "lab_test_id">): string[] => [
  ...new Set(body.order_set?.lab_test_ids ?? (body.lab_test_id ? [body.lab_test_id] : [])),
];

/** An order's history entry; `status` is compound: `<top-level>.<collection method>.<step>`. */
export const orderEvent = z
  .object({
    id: z.number().int(),
    created_at: dateTime,
    status: z
      .string()
      .openapi({ example: "received.at_home_phlebotomy.ordered", description: "Non-exhaustive compound status" }),
  })
  .openapi("OrderEvent");

/** The address as an order answers it: the real service's `zip` and `country`, and the spec's `zip_code`. */
export const orderPatientAddress = z
  .object({
    receiver_name: z.string().nullish(),
    first_line: z.string(),
    second_line: z.string().nullish(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    zip_code: z.string(),
    phone_number: z.string().nullish(),
  })
  .openapi("OrderPatientAddress");

/** `details` is keyed by the collection method; the data of at-home and walk-in orders names their appointment. */
export const orderDetails = z
  .object({
    type: responseEnum(COLLECTION_METHODS),
    data: z
      .object({ id: z.string(), created_at: dateTime, updated_at: dateTime, appointment_id: z.string().nullish() })
      .nullish(),
  })
  .openapi("OrderDetails");

/**
 * An order as the real service answers it (`ClientFacingOrder`). `order_set` is an addition of
 * this service: the real shape carries only the first test (`lab_test`), and a page showing an
 * order of several tests needs them all.
 */
export const order = z
  .object({
    id: uuid,
    team_id: uuid,
    user_id: uuid,
    patient_details: z.object({
      first_name: z.string(),
      last_name: z.string(),
      dob: z.string(),
      gender: z.string(),
      phone_number: z.string(),
      email: z.string(),
    }),
    patient_address: orderPatientAddress,
    lab_test: labTest,
    details: orderDetails,
    sample_id: z.string().nullish(),
    notes: z.string().nullish(),
    status: responseEnum(ORDER_STATUSES),
    events: z.array(orderEvent),
    physician: z.object({ first_name: z.string(), last_name: z.string(), npi: z.string() }).nullish(),
    has_abn: z.boolean(),
    order_set: z.object({ lab_test_ids: z.array(z.string()) }),
    order_transaction_id: z.string().nullable().optional(),
    requisition_form_url: z
      .string()
      .nullable()
      .optional()
      .openapi({ deprecated: true, description: "Being removed: use GET /v3/order/{order_id}/requisition/pdf" }),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi("Order");
export type Order = z.infer<typeof order>;

/** POST /v3/order's answer (`PostOrderResponse`). */
export const createOrderResponse = z
  .object({ order, status: z.string().openapi({ example: "success" }), message: z.string() })
  .openapi("PostOrderResponse");
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const listOrdersQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(1)
    .openapi({ param: { name: "page", in: "query" } }),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ORDERS_PAGE)
    .default(50)
    .openapi({ param: { name: "size", in: "query" } }),
  user_id: uuid.optional().openapi({ param: { name: "user_id", in: "query" } }),
  status: queryArray(requestEnum(ORDER_STATUS_FILTERS))
    .optional()
    .openapi({
      param: { name: "status", in: "query", style: "form", explode: true },
      description:
        "Top-level statuses, or the steps the real service filters by (e.g. ordered, appointment_pending); repeat for several",
    }),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;

export const orderList = z
  .object({ orders: z.array(order), total: z.number().int(), page: z.number().int(), size: z.number().int() })
  .openapi("OrderList");
export type OrderList = z.infer<typeof orderList>;

export const orderIdParam = z.object({
  order_id: uuid.openapi({ param: { name: "order_id", in: "path" } }),
});

export const IDEMPOTENCY_HEADER = "x-idempotency-key";
export const createOrderHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .optional()
    .openapi({
      param: { name: IDEMPOTENCY_HEADER, in: "header" },
      description: "Same key, same team: the first order is returned",
    }),
});
