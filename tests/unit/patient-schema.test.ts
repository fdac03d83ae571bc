import { describe, expect, it } from "vitest";
import { ageOn, displayPhone, patientDetails, patientSave, type PatientInput } from "@/lib/console/patient/schemas";
import { fieldErrorsOf } from "@/lib/console/guard";

/** The console's stricter patient checks on top of the contract schema. */
const isoYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};
const address = { first_line: "1 Main St", second_line: "", city: "Austin", state: "TX", zip_code: "78701" };
const adult: PatientInput = {
  first_name: "Maria",
  last_name: "Lopez",
  email: "maria@example.com",
  phone_number: "(512) 555-0142",
  gender: "female",
  dob: isoYearsAgo(40),
  address,
  medical_proxy: null,
  race: null,
  ethnicity: "hispanic",
  sexual_orientation: null,
  gender_identity: "some_new_value",
};
const proxy = {
  first_name: "Ana",
  last_name: "Lopez",
  address,
  phone_number: "512-555-0143",
  email: null,
  household_income: 50000,
  household_size: 3,
};
const errorsOf = (input: unknown) => {
  const r = patientDetails.safeParse(input);
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe("patient schema", () => {
  it("normalises phones to E.164 (US by default) and shows them in national format", () => {
    const r = patientDetails.parse({ ...adult, medical_proxy: proxy });
    expect(r.phone_number).toBe("+15125550142");
    expect(r.medical_proxy?.phone_number).toBe("+15125550143");
    expect(patientDetails.parse({ ...adult, phone_number: "+44 20 7946 0958" }).phone_number).toBe("+442079460958");
    expect(displayPhone("+15125550142")).toBe("(512) 555-0142");
    expect(errorsOf({ ...adult, phone_number: "12345" })).toHaveProperty("phone_number");
  });

  it.each([
    ["78701", true],
    ["78701-1234", true],
    ["7870", false],
    ["787011", false],
    ["78701-12", false],
    ["ABCDE", false],
  ])("ZIP %s valid=%s", (zip, ok) => {
    expect("address.zip_code" in errorsOf({ ...adult, address: { ...address, zip_code: zip } })).toBe(!ok);
  });

  it("accepts only listed state codes", () => {
    expect(errorsOf({ ...adult, address: { ...address, state: "PR" } })).toEqual({});
    expect(errorsOf({ ...adult, address: { ...address, state: "Texas" } })).toHaveProperty(["address.state"]);
  });

  it("requires a medical proxy under 18, and says so", () => {
    const minor = { ...adult, dob: isoYearsAgo(12) };
    expect(errorsOf(minor)["medical_proxy"]).toMatch(/under 18: add a medical proxy/);
    expect(errorsOf({ ...minor, medical_proxy: proxy })).toEqual({});
    expect(errorsOf({ ...adult, dob: isoYearsAgo(18) })).toEqual({});
    // Said at once, not only after every other field is valid.
    expect(errorsOf({ ...minor, email: "", address: { ...address, zip_code: "" } })["medical_proxy"]).toMatch(
      /under 18/,
    );
  });

  it("wants a plausible birth date, a valid email and lab names", () => {
    expect(errorsOf({ ...adult, dob: "1899-12-31" })["dob"]).toMatch(/1900/);
    expect(errorsOf({ ...adult, dob: "2999-01-01" })["dob"]).toMatch(/past/);
    expect(errorsOf({ ...adult, email: "maria@" })).toHaveProperty("email");
    expect(errorsOf({ ...adult, first_name: "José" })["first_name"]).toMatch(
      /The accented letter “é” is not allowed by the labs/,
    );
  });

  it("keeps an enum value the service returned that is not listed", () => {
    expect(patientDetails.parse(adult).gender_identity).toBe("some_new_value");
  });

  it("the action's schema is the form's plus the save metadata", () => {
    const r = patientSave.safeParse({ ...adult, user_id: "00000000-0000-4000-8000-000000000000", fingerprint: "" });
    expect(r.success).toBe(true);
    expect(
      patientSave.safeParse({
        ...adult,
        dob: isoYearsAgo(5),
        user_id: "00000000-0000-4000-8000-000000000000",
        fingerprint: "",
      }).success,
    ).toBe(false);
  });

  it("counts age in whole years", () => {
    expect(ageOn("2008-06-15", new Date("2026-06-14T12:00:00Z"))).toBe(17);
    expect(ageOn("2008-06-15", new Date("2026-06-15T12:00:00Z"))).toBe(18);
  });
});
