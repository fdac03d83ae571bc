import { ETHNICITIES, GENDER_IDENTITIES, RACES, SEXUAL_ORIENTATIONS } from "@/lib/contract/enums";
import { labelOr } from "@/lib/labels";

/*
 * The words a person reads for the patient's coded answers. Each listed value has a written label:
 * the codes are the interface's, and turning "dont_know" or "female_to_male_ftm_transgender_male_
 * trans_man" into text mechanically reads wrong. The `satisfies` clauses make a value added to the
 * contract's lists fail to compile until it is given words here.
 */

type Labels<T extends readonly string[]> = Record<T[number], string>;

const RACE_LABELS = {
  african_american_or_black: "African American or Black",
  asian: "Asian",
  indigenous_native_american_alaska_native: "Indigenous, Native American or Alaska Native",
  other: "Other",
  pacific_islander_or_hawaiian: "Pacific Islander or Hawaiian",
  white_caucasian: "White (Caucasian)",
} satisfies Labels<typeof RACES>;

const ETHNICITY_LABELS = {
  hispanic: "Hispanic",
  non_hispanic: "Not Hispanic",
  ashkenazi_jewish: "Ashkenazi Jewish",
  other: "Other",
} satisfies Labels<typeof ETHNICITIES>;

const SEXUAL_ORIENTATION_LABELS = {
  lesbian_gay_or_homosexual: "Lesbian, gay or homosexual",
  heterosexual_or_straight: "Heterosexual or straight",
  bisexual: "Bisexual",
  dont_know: "Don’t know",
  other: "Other",
} satisfies Labels<typeof SEXUAL_ORIENTATIONS>;

const GENDER_IDENTITY_LABELS = {
  male: "Male",
  female: "Female",
  female_to_male_ftm_transgender_male_trans_man: "Transgender man (female to male, FTM)",
  male_to_female_mtf_transgender_female_trans_woman: "Transgender woman (male to female, MTF)",
  genderqueer: "Genderqueer",
  other: "Other",
} satisfies Labels<typeof GENDER_IDENTITIES>;

/** The four non-exhaustive patient enums: the field's label, its listed values and their words. */
export const PATIENT_ENUMS = {
  race: { label: "Race", values: RACES, labels: RACE_LABELS as Record<string, string> },
  ethnicity: { label: "Ethnicity", values: ETHNICITIES, labels: ETHNICITY_LABELS as Record<string, string> },
  sexual_orientation: {
    label: "Sexual orientation",
    values: SEXUAL_ORIENTATIONS,
    labels: SEXUAL_ORIENTATION_LABELS as Record<string, string>,
  },
  gender_identity: {
    label: "Gender identity",
    values: GENDER_IDENTITIES,
    labels: GENDER_IDENTITY_LABELS as Record<string, string>,
  },
} as const;

export type PatientEnumField = keyof typeof PATIENT_ENUMS;
export const PATIENT_ENUM_FIELDS = Object.keys(PATIENT_ENUMS) as PatientEnumField[];

export const NOT_PROVIDED = "Not provided";

/**
 * The sex the labs are told, a free string in the interface: the form offers these three, and any
 * other value already on the record is shown and kept as it is.
 */
export const GENDERS = ["female", "male", "other"] as const;
const GENDER_LABELS: Labels<typeof GENDERS> = { female: "Female", male: "Male", other: "Other" };

/** The written label of a listed value; an unknown value is shown exactly as the service sent it. */
export function enumLabel(field: PatientEnumField, value: string | null | undefined): string {
  if (!value) return NOT_PROVIDED;
  return labelOr(PATIENT_ENUMS[field].labels, value);
}

export function genderLabel(value: string | null | undefined): string {
  if (!value) return NOT_PROVIDED;
  return labelOr(GENDER_LABELS, value);
}

type Option = { value: string; label: string };

/** Select options: every listed value, plus the current one when it is not listed (kept as sent). */
function withCurrent(listed: readonly string[], current: string | null | undefined, label: (v: string) => string) {
  const values = current && !listed.includes(current) ? [...listed, current] : listed;
  return values.map((value): Option => ({ value, label: label(value) }));
}

export function enumOptions(field: PatientEnumField, current: string | null | undefined): Option[] {
  return withCurrent(PATIENT_ENUMS[field].values, current, (v) => enumLabel(field, v));
}

export function genderOptions(current: string | null | undefined): Option[] {
  return withCurrent(GENDERS, current, genderLabel);
}
