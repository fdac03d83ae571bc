import * as z from "zod";
import { COLLECTION_METHODS, NPI_PATTERN, type CreateOrderBody } from "@/lib/contract/order-create";
import { usAddressInput } from "@/lib/contract/phlebotomy";
import { labName } from "@/lib/contract/user-info";
import { bookingAddressOf } from "@/lib/console/orders/booking-address";
import { displayPhone, patientDetails, phoneNumber } from "@/lib/console/patient/schemas";
import type { UserInfoView } from "@/lib/service/read/user-info";

/**
 * The order form's schema, shared by its zodResolver and the create action: the test and how its
 * sample is collected, the patient's details as the labs take them (the patient form's rules,
 * names by the labs' rule with its one-click fix), the address as the booking flow checks it, and
 * an optional ordering physician. Field paths are the service's (`patient_details.first_name`),
 * so a refusal from the service lands next to its field. Browser-safe.
 */
const required = z.string().trim().min(1, "Required");

/** The booking flow's address (the service's US address: lines, a US ZIP), with the patient form's state list. */
const orderAddress = usAddressInput
  .pick({ second_line: true, zip_code: true })
  .extend({ first_line: required, city: required, state: patientDetails.shape.address.shape.state });

/** All three or none: without a physician the service's own order (a delegated lab account needs one). */
const physicianFields = z
  .object({ first_name: z.string().trim(), last_name: z.string().trim(), npi: z.string().trim() })
  .superRefine((p, ctx) => {
    if (!p.first_name && !p.last_name && !p.npi) return;
    const missing = "Required for a physician (or leave all three empty)";
    if (!p.first_name) ctx.addIssue({ code: "custom", path: ["first_name"], message: missing });
    if (!p.last_name) ctx.addIssue({ code: "custom", path: ["last_name"], message: missing });
    if (!NPI_PATTERN.test(p.npi)) ctx.addIssue({ code: "custom", path: ["npi"], message: "An NPI: 10 digits" });
  })
  .transform((p) => (p.first_name || p.last_name || p.npi ? p : null));

export const orderForm = z.object({
  lab_test_id: z.string().min(1, "Choose a test from the catalogue"),
  collection_method: z.string().min(1, "Choose how the sample is collected"),
  patient_details: z.object({
    first_name: labName,
    last_name: labName,
    dob: patientDetails.shape.dob,
    gender: patientDetails.shape.gender,
    email: patientDetails.shape.email,
    phone_number: phoneNumber,
  }),
  patient_address: orderAddress,
  physician: physicianFields,
});
export type OrderFormInput = z.input<typeof orderForm>;
export type OrderFormOutput = z.output<typeof orderForm>;

/** The create action's input: the form, the user, and one idempotency key per opening of the form. */
export const createOrderInput = orderForm.extend({
  user_id: z.uuid(),
  idempotency_key: z.string().trim().min(8).max(100),
});
export type CreateOrderInput = z.output<typeof createOrderInput>;

const EMPTY_PHYSICIAN = { first_name: "", last_name: "", npi: "" };

/** The form's first values: the patient's details as stored, or empty fields when there are none. */
export function orderFormValues(info: UserInfoView | null): OrderFormInput {
  const address = bookingAddressOf(info?.address);
  return {
    lab_test_id: "",
    collection_method: "",
    patient_details: {
      first_name: info?.first_name ?? "",
      last_name: info?.last_name ?? "",
      dob: info?.dob ?? "",
      gender: info?.gender ?? "",
      email: info?.email ?? "",
      phone_number: info ? displayPhone(info.phone_number) : "",
    },
    patient_address: {
      first_line: address.first_line,
      second_line: address.second_line,
      city: address.city,
      state: address.state,
      zip_code: address.zip_code,
    },
    physician: EMPTY_PHYSICIAN,
  };
}

const KNOWN_METHODS: readonly string[] = COLLECTION_METHODS;

/**
 * The POST /v3/order body. The address goes out with both ZIP names and the country, which the
 * documented interface and the real service each need; a collection method the contract does not
 * list is left out, so the service applies the test's own.
 */
export function createOrderBody(input: CreateOrderInput): CreateOrderBody {
  const a = input.patient_address;
  const zip = a.zip_code.trim();
  return {
    user_id: input.user_id,
    patient_details: input.patient_details,
    patient_address: {
      first_line: a.first_line,
      second_line: a.second_line?.trim() ? a.second_line.trim() : null,
      city: a.city,
      state: a.state,
      zip_code: zip,
      zip,
      country: "US",
    },
    order_set: { lab_test_ids: [input.lab_test_id] },
    collection_method: KNOWN_METHODS.includes(input.collection_method)
      ? (input.collection_method as CreateOrderBody["collection_method"])
      : undefined,
    physician: input.physician ?? undefined,
  };
}
