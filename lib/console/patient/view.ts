import {
  isOptionalProxyField,
  isOptionalUserInfoField,
  PROXY_FIELDS,
  proxyFieldType,
  USER_INFO_FIELDS,
} from "@/lib/contract/user-info";
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

/**
 * Fields the summary does not carry as they are: birth date and phone travel masked (each reveal is
 * its own audited action), the proxy only as whether there is one, the address in its view form.
 */
type NotSummarised = "dob" | "phone_number" | "medical_proxy" | "address";

/** The editor's read-only summary: every other field of the record, as the service returned it. */
export type PatientSummary = Omit<UserInfo, NotSummarised> & { address: PatientAddressView; hasProxy: boolean };

export type PatientSummaryView = {
  kind: "summary";
  userId: string;
  summary: PatientSummary | null;
  dobMasked: string | null;
  phoneMasked: string | null;
  /**
   * Set under emergency (break-glass) access only: birth date and phone as they are, since the
   * grant itself was the audited reveal, and the record is read-only.
   */
  emergency?: { dob: string; phone: string };
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

/** The summary of a record: every field but the ones it masks or reshapes, so a new contract field travels too. */
export function summaryOf(info: UserInfo): PatientSummary {
  const { dob: _dob, phone_number: _phone, medical_proxy, address, ...rest } = info;
  return { ...rest, address: addressOf(address), hasProxy: !!medical_proxy };
}

/**
 * Each contract field as the form holds it: the stored value, or (when the record has none) null
 * for a field the contract may leave out and "" for one it requires. The fields that need more
 * than that are overridden by the callers; the typed overrides and the round-trip unit test keep
 * the rest honest, since this generic pass cannot be checked field by field by the compiler.
 */
const plainFormValues = (info: Partial<Record<string, unknown>>) =>
  Object.fromEntries(
    USER_INFO_FIELDS.map((field) => [field, info[field] ?? (isOptionalUserInfoField(field) ? null : "")]),
  ) as Omit<PatientInput, "address">;

/** The empty form for a patient without details yet. */
export const EMPTY_PATIENT: PatientInput = { ...plainFormValues({}), address: EMPTY_ADDRESS };

type ProxyForm = NonNullable<PatientInput["medical_proxy"]>;

/**
 * Each proxy field of the contract as the form holds it, as plainFormValues does for the patient.
 * The service hands the proxy over as a loose record, so a stored value is taken only when it has
 * the field's JSON type; otherwise it is null for a field the contract may leave out and "" for
 * one it requires. The address (and the phone's display form) are set by the callers.
 */
const plainProxyValues = (proxy: Partial<Record<string, unknown>>) =>
  Object.fromEntries(
    PROXY_FIELDS.map((field) => {
      const value = proxy[field];
      return [field, typeof value === proxyFieldType(field) ? value : isOptionalProxyField(field) ? null : ""];
    }),
  ) as Omit<ProxyForm, "address">;

export const EMPTY_PROXY: ProxyForm = { ...plainProxyValues({}), address: EMPTY_ADDRESS };

const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * Stored details → form values. Phones are shown in national format (saved as E.164 again);
 * the proxy arrives as a loose record from the service, so each field is read defensively.
 */
export function toFormValues(info: UserInfo): PatientInput {
  const p = info.medical_proxy;
  const pa: Partial<AddressView> = p?.address ?? {};
  return {
    ...plainFormValues(info),
    phone_number: displayPhone(info.phone_number),
    address: { ...addressOf(info.address), second_line: info.address.second_line ?? "" },
    medical_proxy: p
      ? {
          ...plainProxyValues(p),
          address: {
            first_line: str(pa.first_line),
            second_line: str(pa.second_line),
            city: str(pa.city),
            state: str(pa.state),
            zip_code: str(pa.zip_code),
          },
          phone_number: displayPhone(str(p.phone_number)),
        }
      : null,
  };
}
