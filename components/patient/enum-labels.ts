import { ETHNICITIES, GENDER_IDENTITIES, RACES, SEXUAL_ORIENTATIONS } from "@/lib/contract/enums";

/** The four non-exhaustive patient enums, with readable labels for the selects and the summary. */
export const PATIENT_ENUMS = {
  race: { label: "Race", values: RACES },
  ethnicity: { label: "Ethnicity", values: ETHNICITIES },
  sexual_orientation: { label: "Sexual orientation", values: SEXUAL_ORIENTATIONS },
  gender_identity: { label: "Gender identity", values: GENDER_IDENTITIES },
} as const;

export type PatientEnumField = keyof typeof PATIENT_ENUMS;
export const PATIENT_ENUM_FIELDS = Object.keys(PATIENT_ENUMS) as PatientEnumField[];

export const NOT_PROVIDED = "Not provided";

/** "white_caucasian" → "White caucasian"; an unknown value is shown as itself. */
export function enumLabel(field: PatientEnumField, value: string | null | undefined): string {
  if (!value) return NOT_PROVIDED;
  const known = (PATIENT_ENUMS[field].values as readonly string[]).includes(value);
  if (!known) return value;
  const text = value.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The options of a select: every listed value, plus the current one when the service added it. */
export function enumOptions(
  field: PatientEnumField,
  current: string | null | undefined,
): { value: string; label: string }[] {
  const listed = PATIENT_ENUMS[field].values as readonly string[];
  const values = current && !listed.includes(current) ? [...listed, current] : listed;
  return values.map((value) => ({ value, label: enumLabel(field, value) }));
}
