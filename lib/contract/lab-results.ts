import { responseEnum } from "./common";
import * as z from "zod";
import "./z";

/**
 * Lab results of an order, in the real service's shapes (`LabResultsRaw`, `LabResultsMetadata`,
 * `BiomarkerResult`, `MissingBiomarkerResult`). The documented interface has `result` read according to
 * `result_type`, and deprecates `value`; the vendor's SDK calls the type `type`. Each result
 * carries both names with the same value, so a client of either form reads it.
 */
export const RESULT_TYPES = ["numeric", "range", "comment", "coded_value"] as const;
export const RESULT_INTERPRETATIONS = ["normal", "abnormal", "critical", "unknown"] as const;
export const FAILURE_TYPES = [
  "quantity_not_sufficient_failure",
  "collection_process_failure",
  "drop_off_failure",
  "internal_lab_failure",
  "order_entry_failure",
  "non_failure",
  "unknown_failure",
  "patient_condition_failure",
  "missing_result_calc_failure",
  "missing_demo_aoe_calc_failure",
  "insufficient_volume",
] as const;

/**
 * The ordered marker a result was reported for (`ParentBiomarkerData`): a panel such as "Basic
 * Metabolic Panel" for its "Glucose". What lets a reader group a report by what was ordered.
 */
export const parentBiomarkerData = z
  .object({
    marker_id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    provider_id: z.string().nullish(),
  })
  .openapi("ParentBiomarkerData");

export const biomarkerResult = z
  .object({
    name: z.string(),
    slug: z.string().nullish(),
    result: z.string(),
    type: responseEnum(RESULT_TYPES),
    result_type: responseEnum(RESULT_TYPES).nullish(),
    value: z
      .number()
      .nullish()
      .openapi({ deprecated: true, description: "Older records only: use `result`, read according to `result_type`" }),
    unit: z.string().nullish(),
    timestamp: z.string().nullish().openapi({ format: "date-time" }),
    notes: z.string().nullish(),
    reference_range: z.string().nullish(),
    min_range_value: z.number().nullish(),
    max_range_value: z.number().nullish(),
    is_above_max_range: z.boolean().nullish(),
    is_below_min_range: z.boolean().nullish(),
    interpretation: responseEnum(RESULT_INTERPRETATIONS).nullish(),
    loinc: z.string().nullish(),
    loinc_slug: z.string().nullish(),
    provider_id: z.string().nullish(),
    source_markers: z.array(parentBiomarkerData).nullish(),
    performing_laboratory: z.string().nullish(),
    source_sample_id: z.string().nullish(),
  })
  .openapi("BiomarkerResult");
export type BiomarkerResult = z.infer<typeof biomarkerResult>;

export const missingBiomarkerResult = z
  .object({
    name: z.string(),
    slug: z.string(),
    inferred_failure_type: responseEnum(FAILURE_TYPES),
    note: z.string().nullish(),
    loinc: z.string().nullish(),
    loinc_slug: z.string().nullish(),
    provider_id: z.string().nullish(),
    source_markers: z.array(parentBiomarkerData).nullish(),
  })
  .openapi("MissingBiomarkerResult");
export type MissingBiomarkerResult = z.infer<typeof missingBiomarkerResult>;

export const labResultsMetadata = z
  .object({
    age: z.string(),
    dob: z.string(),
    "clia_#": z.string().nullish(),
    patient: z.string(),
    provider: z.string().nullish(),
    laboratory: z.string().nullish(),
    date_reported: z.string(),
    date_collected: z.string().nullish(),
    specimen_number: z.string(),
    date_received: z.string().nullish(),
    status: z.string().nullish().openapi({ description: "final or partial" }),
    interpretation: z.string().nullish(),
    patient_id: z.string().nullish(),
    account_id: z.string().nullish(),
  })
  .openapi("LabResultsMetadata");

export const labResults = z
  .object({
    metadata: labResultsMetadata,
    results: z.array(biomarkerResult),
    missing_results: z.array(missingBiomarkerResult).nullish(),
  })
  .openapi("LabResultsRaw");
export type LabResults = z.infer<typeof labResults>;
