import { describe, expect, it } from "vitest";
import { patientUpdateBody } from "@/lib/console/patient/write";
import { userInfoReader, type UserInfoView } from "@/lib/service/read/user-info";
import { MARIA_LOPEZ } from "../support/patient-details";

/** A save sends each address in both namings, so the documented interface's service and the real one both accept it. */

const address = { first_line: "1 Main St", second_line: "", city: "Austin", state: "TX", zip_code: "78701" };
const details = {
  ...MARIA_LOPEZ,
  address,
  medical_proxy: {
    first_name: "Ana",
    last_name: "Lopez",
    phone_number: "+15125550100",
    address: { ...address, zip_code: "78702" },
  },
};
const loaded = (country: string | undefined, proxyCountry?: string): UserInfoView =>
  userInfoReader.parse({
    ...details,
    address: { ...address, zip: "78701", country },
    medical_proxy: { ...details.medical_proxy, address: { ...address, country: proxyCountry } },
  });

describe("patientUpdateBody", () => {
  it("sends zip_code, zip and country (US when nothing loaded names one), in the proxy's address too", () => {
    const body = patientUpdateBody(details, null);
    expect(body.address).toEqual({ ...address, zip: "78701", country: "US" });
    expect(body.medical_proxy?.address).toEqual({ ...address, zip_code: "78702", zip: "78702", country: "US" });
  });

  it("keeps the loaded record's country, and the proxy's own", () => {
    const body = patientUpdateBody(details, loaded("CA", "MX"));
    expect(body.address.country).toBe("CA");
    expect(body.medical_proxy?.address.country).toBe("MX");
    expect(patientUpdateBody(details, loaded(undefined)).address.country).toBe("US");
  });

  it("leaves a missing proxy missing", () => {
    expect(patientUpdateBody({ ...details, medical_proxy: null }, null).medical_proxy).toBeNull();
  });
});
