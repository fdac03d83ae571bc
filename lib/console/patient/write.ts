import type { UserInfoUpdate } from "@/lib/contract/user-info";
import type { UserInfoView } from "@/lib/service/read/user-info";

/** What a saved address says when nothing loaded names a country: the labs this console orders from are in the US. */
export const FALLBACK_COUNTRY = "US";

type FormAddress = { first_line: string; second_line?: string | null; city: string; state: string; zip_code: string };
type FormDetails = Omit<UserInfoUpdate, "address" | "medical_proxy"> & {
  address: FormAddress;
  medical_proxy?: (Omit<NonNullable<UserInfoUpdate["medical_proxy"]>, "address"> & { address: FormAddress }) | null;
};

const withBothNamings = (a: FormAddress, country: string) => ({ ...a, zip_code: a.zip_code, zip: a.zip_code, country });

/**
 * The PATCH body both services accept: the documented form reads `zip_code`, the real service `zip`
 * and `country`, so each address carries all three. The form does not edit the country: a loaded
 * record's country is kept, and an address without one is in the US.
 */
export function patientUpdateBody(details: FormDetails, loaded: UserInfoView | null): UserInfoUpdate {
  const country = loaded?.address.country ?? FALLBACK_COUNTRY;
  const proxy = details.medical_proxy;
  const proxyCountry = loaded?.medical_proxy?.address?.country ?? country;
  return {
    ...details,
    address: withBothNamings(details.address, country),
    medical_proxy: proxy ? { ...proxy, address: withBothNamings(proxy.address, proxyCountry) } : proxy,
  };
}
