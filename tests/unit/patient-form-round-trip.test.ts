import { describe, expect, it } from "vitest";
import { guarantorDetails, PROXY_FIELDS, USER_INFO_FIELDS, type UserInfo } from "@/lib/contract/user-info";
import { patientDetails } from "@/lib/console/patient/schemas";
import { EMPTY_PATIENT, EMPTY_PROXY, summaryOf, toFormValues } from "@/lib/console/patient/view";
import { patientUpdateBody } from "@/lib/console/patient/write";
import { userInfoReader } from "@/lib/service/read/user-info";
import { MARIA_LOPEZ } from "../support/patient-details";

/**
 * The save replaces the whole record, so a field the form drops is erased at the service. A stored
 * record with every field set goes into the form and back out as the PATCH body: each field must
 * come back exactly as it was stored.
 */

const address = {
  first_line: "1 Main St",
  second_line: "Apt 2",
  city: "Austin",
  state: "TX",
  zip_code: "78701",
  zip: "78701",
  country: "US",
};
const proxy = {
  first_name: "Ana",
  last_name: "Lopez",
  address: { ...address, zip_code: "78702", zip: "78702" },
  phone_number: "+15125550100",
  email: "ana@example.com",
  household_income: 50000,
  household_size: 3,
};
// Typed as the whole contract record with nothing left out: a new contract field fails to compile here.
const stored: Required<{ [K in keyof UserInfo]: NonNullable<UserInfo[K]> }> = {
  ...MARIA_LOPEZ,
  address,
  medical_proxy: proxy,
  race: "white_caucasian",
  ethnicity: "hispanic",
  sexual_orientation: "heterosexual_or_straight",
  // A value the service returned that the contract does not list: kept as it is.
  gender_identity: "some_new_value",
};

describe("patient form round trip", () => {
  it("the fixture sets every field of the contract, and of the proxy", () => {
    expect(Object.keys(stored).sort()).toEqual([...USER_INFO_FIELDS].sort());
    expect(Object.keys(proxy).sort()).toEqual(Object.keys(guarantorDetails.shape).sort());
  });

  it("stored record → form → save body gives back every field unchanged", () => {
    const loaded = userInfoReader.parse(stored);
    const values = toFormValues(loaded);
    expect(Object.keys(values).sort()).toEqual([...USER_INFO_FIELDS].sort());
    // As in the save action: an unlisted enum value passes the form and the service judges it.
    const details = patientDetails.parse(values) as Parameters<typeof patientUpdateBody>[0];
    const body: Record<string, unknown> = patientUpdateBody(details, loaded);
    for (const field of USER_INFO_FIELDS) expect(body[field], field).toEqual(stored[field]);
  });

  it("the empty form has every field: required ones empty, optional ones not set", () => {
    expect(Object.keys(EMPTY_PATIENT).sort()).toEqual([...USER_INFO_FIELDS].sort());
    expect(EMPTY_PATIENT).toMatchObject({ first_name: "", dob: "", medical_proxy: null, race: null });
  });

  it("the empty proxy has every proxy field, and a proxy value of the wrong type reads as empty", () => {
    expect(Object.keys(EMPTY_PROXY).sort()).toEqual([...PROXY_FIELDS].sort());
    expect(EMPTY_PROXY).toMatchObject({ first_name: "", phone_number: "", email: null, household_size: null });
    const odd = { ...stored, medical_proxy: { ...proxy, first_name: 7, household_size: "3" } };
    expect(toFormValues(userInfoReader.parse(odd)).medical_proxy).toMatchObject({
      first_name: "",
      household_size: null,
      household_income: 50000,
    });
  });

  it("the summary carries every field but the masked ones and the proxy", () => {
    const summary = summaryOf(userInfoReader.parse(stored));
    expect(Object.keys(summary).sort()).toEqual(
      [...USER_INFO_FIELDS.filter((f) => !["dob", "phone_number", "medical_proxy"].includes(f)), "hasProxy"].sort(),
    );
    expect(summary).toMatchObject({ first_name: "Maria", gender_identity: "some_new_value", hasProxy: true });
  });
});
