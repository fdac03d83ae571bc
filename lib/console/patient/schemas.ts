import { parsePhoneNumberFromString } from "libphonenumber-js";
import { guarantorDetails, userAddress, userInfoUpdate } from "@/lib/contract/user-info";
import * as z from "zod";
import { US_STATE_CODES } from "./us-states";

/**
 * The console's patient schema: the contract's userInfoUpdate plus the checks a care team needs
 * before a lab sees the record. Browser-safe; the form's zodResolver and the save action use it,
 * so a value passes in the browser exactly when it passes on the server.
 */

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const EARLIEST_DOB = "1900-01-01";
export const ADULT_AGE = 18;

/** Any number a person types (US by default) → E.164; refused when libphonenumber calls it invalid. */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, "Required")
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, "US");
    if (parsed?.isValid()) return parsed.number as string;
    ctx.addIssue({
      code: "custom",
      message: "Not a valid phone number: enter e.g. (212) 555-0123, or +44… for abroad",
    });
    return z.NEVER;
  });

/** E.164 → what a person reads: national format for US numbers, international otherwise. */
export function displayPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value, "US");
  if (!parsed) return value;
  return parsed.country === "US" ? parsed.formatNational() : parsed.formatInternational();
}

const required = z.string().trim().min(1, "Required");

const address = userAddress.extend({
  first_line: required,
  city: required,
  // A refine rather than z.enum keeps the input a plain string, so a loaded "ny" or "N.Y." still
  // fills the form and is flagged instead of breaking the types.
  state: z
    .string()
    .trim()
    .refine((v) => (US_STATE_CODES as readonly string[]).includes(v), "Choose a US state or territory"),
  zip_code: z.string().trim().regex(ZIP_PATTERN, "ZIP code: 5 digits, or ZIP+4 like 12345-6789"),
});

const proxy = guarantorDetails.extend({
  address,
  phone_number: phoneNumber,
  email: z.email("Enter an email address like name@example.com").nullable().optional(),
});

// Non-exhaustive enums: the select offers the listed values, but a value the service returned that
// is not listed must survive a save unchanged, so any string is passed on (the service judges it).
const keptEnum = z.string().nullable().optional();

const base = userInfoUpdate.extend({
  email: z.email("Enter an email address like name@example.com"),
  phone_number: phoneNumber,
  gender: z.string().trim().min(1, "Choose a gender"),
  dob: z
    .string()
    .min(1, "Enter the date of birth")
    .pipe(userInfoUpdate.shape.dob.refine((v) => v >= EARLIEST_DOB, "Date of birth before 1900: check the year")),
  address,
  medical_proxy: proxy.nullable().optional(),
  race: keptEnum,
  ethnicity: keptEnum,
  sexual_orientation: keptEnum,
  gender_identity: keptEnum,
});

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC). */
export function ageOn(dob: string, today = new Date()): number {
  const [y, m, d] = dob.split("-").map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const before = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return before ? age - 1 : age;
}

const proxyRule = {
  message: `The patient is under ${ADULT_AGE}: add a medical proxy (parent or guardian) before saving`,
  path: ["medical_proxy"],
  // By default an object's refinement is skipped while any field is invalid; this one only needs
  // a valid birth date, so the person learns about the proxy while still filling the rest in.
  when: (payload: { value: unknown }) => base.pick({ dob: true }).safeParse(payload.value).success,
};
const hasProxyIfMinor = (value: { dob: string; medical_proxy?: unknown }) =>
  ageOn(value.dob) >= ADULT_AGE || !!value.medical_proxy;

/** The form's schema. */
export const patientDetails = base.refine(hasProxyIfMinor, proxyRule);
export type PatientInput = z.input<typeof patientDetails>;
export type PatientOutput = z.output<typeof patientDetails>;

/** The save action's input: the same details plus what it needs to detect a concurrent change. */
export const patientSave = base
  .extend({
    user_id: z.uuid(),
    /** Fingerprint of the details as the form loaded them ("" when there were none). */
    fingerprint: z.string(),
    /** Set by "Overwrite anyway" after a conflict was shown. */
    force: z.boolean().optional(),
  })
  .refine(hasProxyIfMinor, proxyRule);
