import { ETHNICITIES, GENDER_IDENTITIES, RACES, SEXUAL_ORIENTATIONS } from "./enums";
import { isoDate, requestEnum, responseEnum } from "./common";
import { labNameProblem } from "./lab-name";
import * as z from "zod";
import "./z";

/** A first or last name that the labs accept. */
export const labName = z.string().superRefine((value, ctx) => {
  const problem = labNameProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const addressLines = {
  first_line: z.string().trim().min(1),
  second_line: z.string().nullable().optional(),
  city: z.string().trim().min(1),
  state: z.string().trim().min(1),
};
// The real service names the ZIP `zip` and requires `country`; both are accepted and kept.
const realAddressNames = {
  zip: z.string().trim().min(1).nullable().optional(),
  country: z.string().trim().min(1).nullable().optional(),
};

export const userAddress = z
  .object({ ...addressLines, zip_code: z.string().trim().min(1), ...realAddressNames })
  .openapi("UserAddress");

/**
 * A patient address as PATCH /v2/user/{user_id}/info accepts it: the documented `zip_code` or
 * the real service's `zip` (at least one), and optionally `country`. Its own object rather than an
 * extension of userAddress, so the OpenAPI document does not inherit zip_code as required.
 */
export const userInfoAddress = z
  .object({ ...addressLines, zip_code: z.string().trim().min(1).optional(), ...realAddressNames })
  .refine((a) => !!(a.zip_code || a.zip), { path: ["zip_code"], message: "zip_code (or zip) is required" })
  .openapi("UserInfoAddress", { description: "zip_code or zip is required; both name the ZIP" });
export type UserInfoAddress = z.infer<typeof userInfoAddress>;

/** The address in an answer: the documented `zip_code` and the real service's `zip` and `country`. */
export const storedAddress = z
  .object({
    first_line: z.string(),
    second_line: z.string().nullable().optional(),
    city: z.string(),
    state: z.string(),
    zip_code: z.string(),
    zip: z.string(),
    country: z.string(),
  })
  .openapi("Address");
export type StoredAddress = z.infer<typeof storedAddress>;

export const guarantorDetails = z
  .object({
    first_name: labName,
    last_name: labName,
    address: userInfoAddress,
    phone_number: z.string().trim().min(1),
    email: z.email().nullable().optional(),
    household_income: z.number().int().min(0).nullable().optional(),
    household_size: z.number().int().min(1).nullable().optional(),
  })
  .openapi("GuarantorDetails");

/** A date of birth: a real calendar date, not in the future. */
export const dateOfBirth = isoDate.refine((v) => new Date(`${v}T00:00:00Z`).getTime() <= Date.now(), {
  message: "Date of birth must be in the past",
});

/** PATCH /v2/user/{user_id}/info body: every field validated, enums against the listed values. */
export const userInfoUpdate = z
  .object({
    first_name: labName,
    last_name: labName,
    email: z.email(),
    phone_number: z.string().trim().min(1),
    gender: z.string().trim().min(1),
    dob: dateOfBirth,
    address: userInfoAddress,
    medical_proxy: guarantorDetails.nullable().optional(),
    race: requestEnum(RACES).nullable().optional(),
    ethnicity: requestEnum(ETHNICITIES).nullable().optional(),
    sexual_orientation: requestEnum(SEXUAL_ORIENTATIONS).nullable().optional(),
    gender_identity: requestEnum(GENDER_IDENTITIES).nullable().optional(),
  })
  .openapi("UserInfoCreateRequest");
export type UserInfoUpdate = z.infer<typeof userInfoUpdate>;

/** The stored User info as the service returns it: unknown enum values are kept. */
export const userInfo = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    gender: z.string(),
    dob: z.string(),
    address: storedAddress,
    medical_proxy: z.record(z.string(), z.unknown()).nullable().optional(),
    race: responseEnum(RACES).nullable().optional(),
    ethnicity: responseEnum(ETHNICITIES).nullable().optional(),
    sexual_orientation: responseEnum(SEXUAL_ORIENTATIONS).nullable().optional(),
    gender_identity: responseEnum(GENDER_IDENTITIES).nullable().optional(),
  })
  .openapi("UserInfo");
export type UserInfo = z.infer<typeof userInfo>;

/**
 * Every field of a stored patient record, in the contract's order. The console's views of a record
 * (the form's values, the empty form, the page's summary) are built from this one list, because the
 * PATCH replaces the whole record: a field a view leaves out would be erased by the next save.
 */
export const USER_INFO_FIELDS = userInfo.keyof().options;
export type UserInfoField = (typeof USER_INFO_FIELDS)[number];

/** Whether the contract lets a record leave the field out (the form holds it as null then). */
export const isOptionalUserInfoField = (field: UserInfoField): boolean =>
  userInfo.shape[field].safeParse(undefined).success;

/** Every field of a medical proxy (guarantor), in the contract's order: the form's proxy is built from it as the patient's fields are from USER_INFO_FIELDS. */
export const PROXY_FIELDS = guarantorDetails.keyof().options;
export type ProxyField = (typeof PROXY_FIELDS)[number];

/** Whether the contract lets a proxy leave the field out (the form holds it as null then). */
export const isOptionalProxyField = (field: ProxyField): boolean =>
  guarantorDetails.shape[field].safeParse(undefined).success;

/** The JSON type a proxy field holds under its optional and nullable wrappers: "string", "number" or "object". */
export function proxyFieldType(field: ProxyField): string {
  let schema: z.ZodType = guarantorDetails.shape[field];
  while (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) schema = schema.unwrap() as z.ZodType;
  return schema.def.type;
}
