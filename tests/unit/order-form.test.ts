import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/console/guard";
import { createOrderBody, createOrderInput, orderForm, orderFormValues } from "@/lib/console/orders/order-form";
import { can, ROLES } from "@/lib/console/permissions";
import { mayHaveDocument, roleViewer } from "@/lib/console/field-policy/policy";
import { createOrderBody as contractBody } from "@/lib/contract/order-create";
import { userInfoReader } from "@/lib/service/read/user-info";

const info = userInfoReader.parse({
  first_name: "José",
  last_name: "O’Connor",
  email: "jose@example.com",
  phone_number: "+12125550123",
  gender: "male",
  dob: "1980-05-06",
  address: { first_line: "350 5th Ave", second_line: null, city: "New York", state: "NY", zip: "10118", country: "US" },
});
const valid = {
  ...orderFormValues(info),
  lab_test_id: "test-1",
  collection_method: "at_home_phlebotomy",
  patient_details: { ...orderFormValues(info).patient_details, first_name: "Jose", last_name: "O'Connor" },
};
const errorsOf = (values: unknown) => {
  const parsed = orderForm.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe("the order form", () => {
  it("starts from the patient's record: names as stored (the labs' rule flags them), phone as a person reads it", () => {
    const start = orderFormValues(info);
    expect(start.patient_details).toMatchObject({ first_name: "José", phone_number: "(212) 555-0123" });
    expect(start.patient_address).toEqual({
      first_line: "350 5th Ave",
      second_line: "",
      city: "New York",
      state: "NY",
      zip_code: "10118",
    });
    const errors = errorsOf({ ...start, lab_test_id: "t", collection_method: "testkit" });
    expect(errors["patient_details.first_name"]).toMatch(/accented letter “é” is not allowed by the labs/);
    expect(errors["patient_details.last_name"]).toMatch(/curly apostrophe/);
    // No record: empty fields, each asked for.
    expect(Object.keys(errorsOf(orderFormValues(null)))).toEqual(
      expect.arrayContaining(["lab_test_id", "collection_method", "patient_details.dob", "patient_address.zip_code"]),
    );
  });

  it("checks the address as the booking form does, and a physician all or nothing", () => {
    expect(errorsOf(valid)).toEqual({});
    const address = { ...valid.patient_address, zip_code: "1011", state: "Nowhere" };
    expect(errorsOf({ ...valid, patient_address: address })).toEqual({
      "patient_address.zip_code": "A US ZIP code: 12345 or 12345-6789",
      "patient_address.state": "Choose a US state or territory",
    });
    const half = { first_name: "Grace", last_name: "", npi: "12345" };
    expect(errorsOf({ ...valid, physician: half })).toEqual({
      "physician.last_name": "Required for a physician (or leave all three empty)",
      "physician.npi": "An NPI: 10 digits",
    });
    expect(orderForm.parse(valid).physician).toBeNull();
  });

  it("becomes a body the service's own schema accepts: both ZIP names and the country, a blank line as null", () => {
    const input = createOrderInput.parse({
      ...valid,
      physician: { first_name: "Grace", last_name: "Hopper", npi: "1234567893" },
      user_id: "0b5a6c1e-1f2d-4c3b-8a9e-1234567890ab",
      idempotency_key: "key-12345678",
    });
    const body = createOrderBody(input);
    expect(contractBody.safeParse(body).success).toBe(true);
    expect(body.patient_address).toMatchObject({ zip: "10118", zip_code: "10118", country: "US", second_line: null });
    expect(body.patient_details.phone_number).toBe("+12125550123");
    expect(body).toMatchObject({ order_set: { lab_test_ids: ["test-1"] }, collection_method: "at_home_phlebotomy" });
    // A collection method the contract does not list is left to the test's own.
    expect(createOrderBody({ ...input, collection_method: "drive_through" }).collection_method).toBeUndefined();
  });

  it("opens only for roles the field policy shows everything the requisition prints", () => {
    for (const role of ROLES.filter((r) => can(r, "orders.create")))
      expect(mayHaveDocument(roleViewer(role), "requisition"), role).toBe(true);
    expect(ROLES.filter((r) => can(r, "orders.create"))).toEqual(["admin", "care_coordinator"]);
  });
});
