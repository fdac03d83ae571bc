import { dateTime, queryArray, requestEnum, responseEnum, uuid } from "./common";
import { labTest } from "./labs";
import { COLLECTION_METHODS } from "./order-create";
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
export { FINAL_ORDER_STATUSES } from "./order-statuses";

export const MAX_ORDERS_PAGE = 100;

export {
  COLLECTION_METHODS,
  MAX_ORDER_TESTS,
  createOrderBody,
  orderLabTestIds,
  orderPatientAddressInput,
  patientDetails,
  physicianInput,
  type CreateOrderBody,
} from "./order-create";

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
  order_type: queryArray(requestEnum(COLLECTION_METHODS))
    .optional()
    .openapi({
      param: { name: "order_type", in: "query", style: "form", explode: true },
      description: "Collection methods; repeat for several",
    }),
  updated_start_date: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })])
    .optional()
    .openapi({
      param: { name: "updated_start_date", in: "query" },
      description: "Orders updated at or after this instant (a day alone means its start, UTC)",
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
/** The real service's companion header: `no-cache` asks it not to keep a failed answer under the key. */
export const IDEMPOTENCY_ERROR_HEADER = "x-idempotency-error";
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
  [IDEMPOTENCY_ERROR_HEADER]: z
    .enum(["no-cache"])
    .optional()
    .openapi({
      param: { name: IDEMPOTENCY_ERROR_HEADER, in: "header" },
      description:
        "`no-cache`: a failed request is not kept against its key, so it can be retried with the same key. " +
        "This service never keeps failures against a key, so it changes nothing here.",
    }),
});
