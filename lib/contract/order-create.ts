import { uuid, requestEnum } from "./common";
import { dateOfBirth, labName } from "./user-info";
import * as z from "zod";
import "./z";

/** Collection methods an order may ask for; the embedded service offers no on-site collection. */
export const COLLECTION_METHODS = ["testkit", "walk_in_test", "at_home_phlebotomy"] as const;
export const MAX_ORDER_TESTS = 50;

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
 * The patient's address in an order request. The documented interface names the ZIP `zip_code`;
 * the real service's (`PatientAddressWithValidation`) gives `zip` and `country`. Either ZIP is accepted (both
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

/** A US National Provider Identifier: ten digits. */
export const NPI_PATTERN = /^\d{10}$/;

/**
 * The ordering physician (the real service's `PhysicianCreateRequest`). Optional: without one the
 * service's own physicians order, except on a delegated lab account, where the team must name one.
 */
export const physicianInput = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    npi: z.string().trim().regex(NPI_PATTERN, { message: "An NPI: 10 digits" }),
    email: z.email().nullish(),
    licensed_states: z.array(z.string().trim().min(2).max(2)).max(60).nullish(),
  })
  .openapi("PhysicianCreateRequest");

/**
 * POST /v3/order body. The documented interface names only `order_set` (replacing the deprecated
 * `lab_test_id`); the real service's `CreateOrderRequestCompatible` still takes either, so exactly
 * one of the two is accepted.
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
    physician: physicianInput.nullish(),
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
