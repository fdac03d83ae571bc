import type { AddressView, UserInfoView as UserInfo } from "@/lib/service/read/user-info";
import { displayPhone, type PatientInput } from "./schemas";

/**
 * What the patient page hands the browser, per role. The loader builds these on the server, so a
 * field a role may not see is never serialised at all: ops get address and a masked phone only;
 * editors get the summary with birth date and phone masked until revealed (each reveal audited).
 */
export type PatientAddressView = {
  first_line: string;
  second_line: string | null;
  city: string;
  state: string;
  zip_code: string;
};

export type PatientContactView = {
  kind: "contact";
  userId: string;
  address: PatientAddressView | null;
  phoneMasked: string | null;
};

export type PatientSummaryView = {
  kind: "summary";
  userId: string;
  summary: {
    first_name: string;
    last_name: string;
    email: string;
    gender: string;
    address: PatientAddressView;
    hasProxy: boolean;
    race: string | null;
    ethnicity: string | null;
    sexual_orientation: string | null;
    gender_identity: string | null;
  } | null;
  dobMasked: string | null;
  phoneMasked: string | null;
};

export type PatientPageView = PatientContactView | PatientSummaryView;

/** The editor's starting point: the form's values plus the fingerprint that detects a conflict. */
export type PatientEditorData = { values: PatientInput; fingerprint: string; isNew: boolean };

export const DOB_MASK = "••••-••-••";
export const PHONE_MASK = "(•••) •••-••••";

export const addressOf = (a: AddressView): PatientAddressView => ({
  first_line: a.first_line,
  second_line: a.second_line ?? null,
  city: a.city,
  state: a.state,
  zip_code: a.zip_code,
});

const EMPTY_ADDRESS = { first_line: "", second_line: "", city: "", state: "", zip_code: "" };

/** The empty form for a patient without details yet. */
export const EMPTY_PATIENT: PatientInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  gender: "",
  dob: "",
  address: EMPTY_ADDRESS,
  medical_proxy: null,
  race: null,
  ethnicity: null,
  sexual_orientation: null,
  gender_identity: null,
};

export const EMPTY_PROXY = {
  first_name: "",
  last_name: "",
  address: EMPTY_ADDRESS,
  phone_number: "",
  email: null,
  household_income: null,
  household_size: null,
};

const str = (v: unknown) => (typeof v === "string" ? v : "");
const num = (v: unknown) => (typeof v === "number" ? v : null);

/**
 * Stored details → form values. Phones are shown in national format (saved as E.164 again);
 * the proxy arrives as a loose record from the service, so each field is read defensively.
 */
export function toFormValues(info: UserInfo): PatientInput {
  const p = info.medical_proxy;
  const pa: Partial<AddressView> = p?.address ?? {};
  return {
    first_name: info.first_name,
    last_name: info.last_name,
    email: info.email,
    phone_number: displayPhone(info.phone_number),
    gender: info.gender,
    dob: info.dob,
    address: { ...addressOf(info.address), second_line: info.address.second_line ?? "" },
    medical_proxy: p
      ? {
          first_name: str(p.first_name),
          last_name: str(p.last_name),
          address: {
            first_line: str(pa.first_line),
            second_line: str(pa.second_line),
            city: str(pa.city),
            state: str(pa.state),
            zip_code: str(pa.zip_code),
          },
          phone_number: displayPhone(str(p.phone_number)),
          email: typeof p.email === "string" ? p.email : null,
          household_income: num(p.household_income),
          household_size: num(p.household_size),
        }
      : null,
    race: info.race ?? null,
    ethnicity: info.ethnicity ?? null,
    sexual_orientation: info.sexual_orientation ?? null,
    gender_identity: info.gender_identity ?? null,
  };
}
