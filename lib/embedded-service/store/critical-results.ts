import type { BiomarkerResult } from "@/lib/contract/lab-results";
import { CRITICAL_LIMITS, MARKER_RANGES } from "../seed/data/biomarker-ranges";
import { createRandom } from "../seed/random";

/**
 * Critical values in generated reports. A reading past a marker's critical limit is interpreted
 * `critical` (the real service's interpretation for a value the lab must phone in), one outside
 * its reference interval `abnormal`. Random readings stay near the interval, so about one report
 * in eight is given a critical value on purpose, chosen by the order's id: every read of a report
 * says the same, and a care team always has some to act on.
 */
const CRITICAL_SHARE = 0.125;

type Interpretation = "normal" | "abnormal" | "critical";

function pastCriticalLimit(slug: string, value: number): boolean {
  const limits = CRITICAL_LIMITS[slug];
  if (!limits) return false;
  return (limits.low !== undefined && value < limits.low) || (limits.high !== undefined && value > limits.high);
}

/** A numeric reading's interpretation, from its marker's limits and whether it left the interval. */
export function numericInterpretation(slug: string, value: number, outOfRange: boolean): Interpretation {
  if (pastCriticalLimit(slug, value)) return "critical";
  return outOfRange ? "abnormal" : "normal";
}

/** A report's own interpretation: that of its most serious result. */
export function reportInterpretation(results: readonly Pick<BiomarkerResult, "interpretation">[]): Interpretation {
  if (results.some((r) => r.interpretation === "critical")) return "critical";
  return results.some((r) => r.interpretation === "abnormal") ? "abnormal" : "normal";
}

/** The numeric reading a result carries: its text, or the deprecated `value` of older records. */
const readingOf = (r: BiomarkerResult) => (r.result === "" ? (r.value ?? null) : Number(r.result));

/**
 * For the orders chosen, one marker that has critical limits reads past one of them (below the low
 * limit where there is one and the draw says so, else above the high one).
 */
export function withCriticalValue(orderId: string, results: BiomarkerResult[]): BiomarkerResult[] {
  const rnd = createRandom(`critical:${orderId}`);
  if (!rnd.chance(CRITICAL_SHARE)) return results;
  const candidates = results.filter(
    (r) => r.type === "numeric" && r.slug && CRITICAL_LIMITS[r.slug] && Number.isFinite(readingOf(r)),
  );
  if (candidates.length === 0) return results;
  const chosen = rnd.pick(candidates);
  const slug = chosen.slug!;
  const limits = CRITICAL_LIMITS[slug]!;
  const ref = MARKER_RANGES[slug]!;
  const low = limits.low !== undefined && (limits.high === undefined || rnd.chance(0.5));
  const raw = low ? limits.low! * (0.7 + 0.2 * rnd.next()) : limits.high! * (1.05 + 0.2 * rnd.next());
  const value = Number(raw.toFixed(ref.decimals));
  const critical: BiomarkerResult = {
    ...chosen,
    result: chosen.result === "" ? "" : value.toFixed(ref.decimals),
    value: chosen.result === "" ? value : chosen.value,
    is_below_min_range: ref.low !== undefined && value < ref.low,
    is_above_max_range: ref.high !== undefined && value > ref.high,
    interpretation: numericInterpretation(slug, value, true),
  };
  return results.map((r) => (r === chosen ? critical : r));
}
