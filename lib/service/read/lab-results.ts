import type { labResults, labResultsMetadata } from "@/lib/contract/lab-results";
import * as z from "zod";
import { optionalField, optionalList, readsAnswer } from "./common";

/**
 * An order's lab results, from the real service (`LabResultsRaw`: the type in `type`) or the
 * documented form (`result` read according to `result_type`, the deprecated numeric `value` on older
 * records). Each result gets one reading the console shows without knowing which form it came in.
 */
export type ResultReading =
  /** A number (a `numeric` result, or an older record's `value`). */
  | { kind: "number"; value: number; text: string }
  /** Text shown as written: a range such as ">60", a comment, a coded value, or an unknown type. */
  | { kind: "text"; text: string; type: string | null }
  /** Neither `result` nor `value` says anything. */
  | { kind: "missing" };

type RawResult = { result?: string | null; result_type?: string | null; type?: string | null; value?: number | null };

const numberReading = (value: number): ResultReading => ({ kind: "number", value, text: String(value) });

/** Reads one result according to its type, falling back to the deprecated `value` when `result` is empty. */
export function readResult(r: RawResult): ResultReading {
  const type = r.result_type ?? r.type ?? null;
  const text = r.result?.trim() ?? "";
  if (text === "") return r.value != null && Number.isFinite(r.value) ? numberReading(r.value) : { kind: "missing" };
  if (type === "numeric") {
    const n = Number(text);
    // A "numeric" result a lab wrote as text (e.g. "TNP") is shown as written rather than lost.
    return Number.isFinite(n) ? { kind: "number", value: n, text } : { kind: "text", text, type };
  }
  return { kind: "text", text, type };
}

/**
 * The ordered marker (a panel, or the test itself) a result was reported for, as the real service
 * names it (`ParentBiomarkerData`): what the page groups a report by.
 */
const sourceMarkerReader = z.object({
  name: z.string(),
  slug: optionalField(z.string()),
  marker_id: optionalField(z.number()),
});
export type SourceMarkerView = z.output<typeof sourceMarkerReader>;

const resultReader = z
  .object({
    name: z.string(),
    slug: optionalField(z.string()),
    result: optionalField(z.string()),
    type: optionalField(z.string()),
    result_type: optionalField(z.string()),
    value: optionalField(z.number()),
    unit: optionalField(z.string()),
    timestamp: optionalField(z.string()),
    notes: optionalField(z.string()),
    reference_range: optionalField(z.string()),
    min_range_value: optionalField(z.number()),
    max_range_value: optionalField(z.number()),
    is_above_max_range: optionalField(z.boolean()),
    is_below_min_range: optionalField(z.boolean()),
    interpretation: optionalField(z.string()),
    loinc: optionalField(z.string()),
    source_markers: optionalList(sourceMarkerReader),
  })
  .transform((r) => {
    const reading = readResult(r);
    const outOfRange = r.is_above_max_range ? "high" : r.is_below_min_range ? "low" : null;
    return { ...r, type: r.result_type ?? r.type, reading, outOfRange };
  });
export type LabResultView = z.output<typeof resultReader>;

const missingReader = z.object({
  name: z.string(),
  slug: optionalField(z.string()),
  inferred_failure_type: optionalField(z.string()),
  note: optionalField(z.string()),
  source_markers: optionalList(sourceMarkerReader),
});
export type MissingResultView = z.output<typeof missingReader>;

export const resultMetadataReader = readsAnswer<typeof labResultsMetadata>()(
  z.object({
    patient: optionalField(z.string()),
    dob: optionalField(z.string()),
    age: optionalField(z.string()),
    laboratory: optionalField(z.string()),
    date_collected: optionalField(z.string()),
    date_received: optionalField(z.string()),
    date_reported: optionalField(z.string()),
    specimen_number: optionalField(z.string()),
    status: optionalField(z.string()),
    interpretation: optionalField(z.string()),
  }),
);

export const labResultsReader = readsAnswer<typeof labResults>()(
  z.object({
    metadata: resultMetadataReader,
    // The real service may send results keyed by marker instead of a list; such a map reads as empty.
    results: optionalList(resultReader),
    missing_results: optionalList(missingReader),
  }),
);
export type LabResultsView = z.output<typeof labResultsReader>;
