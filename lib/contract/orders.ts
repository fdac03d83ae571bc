import { dateTime, requestEnum, responseEnum, uuid } from "./common";
import { dateOfBirth, labName, userAddress } from "./user-info";
import * as z from "zod";
import "./z";

/** Lab orders. The spec names these endpoints without a shape; this is the real service's shape. */
export const ORDER_STATUSES = ["received", "collecting_sample", "sample_with_lab", "completed", "cancelled", "failed"] as const;
export const COLLECTION_METHODS = ["testkit", "walk_in_test", "at_home_phlebotomy"] as const;
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

const labTestId = z.string().trim().min(1).max(128);

/** POST /v3/order body. Exactly one of `order_set` or the deprecated `lab_test_id`. */
export const createOrderBody = z
  .object({
    user_id: uuid,
    patient_details: patientDetails,
    patient_address: userAddress,
    order_set: z.object({ lab_test_ids: z.array(labTestId).min(1).max(MAX_ORDER_TESTS) }).optional(),
    lab_test_id: labTestId.optional().openapi({ deprecated: true, description: "Use order_set.lab_test_ids" }),
    collection_method: requestEnum(COLLECTION_METHODS),
  })
  .superRefine((body, ctx) => {
    if (body.order_set && body.lab_test_id) {
      ctx.addIssue({ code: "custom", path: ["lab_test_id"], message: "Give order_set or the deprecated lab_test_id, not both" });
    } else if (!body.order_set && !body.lab_test_id) {
      ctx.addIssue({ code: "custom", path: ["order_set"], message: "Required: order_set.lab_test_ids (or the deprecated lab_test_id)" });
    }
  })
  .openapi("CreateOrderBody");
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** The lab test ids an order asks for, whichever form the body used, in order and without repeats. */
export const orderLabTestIds = (body: Pick<CreateOrderBody, "order_set" | "lab_test_id">): string[] => [
  ...new Set(body.order_set?.lab_test_ids ?? (body.lab_test_id ? [body.lab_test_id] : [])),
];

export const orderEvent = z
  .object({ id: z.number().int(), created_at: dateTime, status: responseEnum(ORDER_STATUSES) })
  .openapi("OrderEvent");

export const orderLabTest = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    sample_type: z.string(),
    method: z.string(),
    fasting: z.boolean(),
    lab_id: z.number().int(),
  })
  .openapi("OrderLabTest");

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
    patient_address: userAddress.extend({ first_line: z.string(), city: z.string(), state: z.string(), zip_code: z.string() }),
    details: z
      .object({
        type: responseEnum(COLLECTION_METHODS),
        data: z
          .object({ id: z.string(), created_at: dateTime, updated_at: dateTime, appointment_id: z.string().nullable().optional() })
          .nullable()
          .optional(),
      })
      .nullable()
      .optional(),
    status: responseEnum(ORDER_STATUSES),
    events: z.array(orderEvent).optional(),
    order_set: z.object({ lab_test_ids: z.array(z.string()) }),
    lab_test: orderLabTest.nullable().optional(),
    lab: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable().optional(),
    collection_method: responseEnum(COLLECTION_METHODS),
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

export const listOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).openapi({ param: { name: "page", in: "query" } }),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ORDERS_PAGE)
    .default(50)
    .openapi({ param: { name: "size", in: "query" } }),
  user_id: uuid.optional().openapi({ param: { name: "user_id", in: "query" } }),
  status: requestEnum(ORDER_STATUSES).optional().openapi({ param: { name: "status", in: "query" } }),
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
    .openapi({ param: { name: IDEMPOTENCY_HEADER, in: "header" }, description: "Same key, same team: the first order is returned" }),
});
