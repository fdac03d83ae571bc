import { inArray } from "drizzle-orm";
import type { BiomarkerResult, LabResults, MissingBiomarkerResult } from "@/lib/contract/lab-results";
import type { Order } from "@/lib/contract/orders";
import type { ServiceDb } from "../db/client";
import { labTests } from "../db/schema";
import { notFound } from "../errors";
import { MARKER_COMMENTS, MARKER_RANGES, type MarkerRange } from "../seed/data/biomarker-ranges";
import { createRandom, type Random } from "../seed/random";
import { markerId } from "./labs";
import { getOrder } from "./orders";
import { numericInterpretation, reportInterpretation, withCriticalValue } from "./critical-results";
import { partialReport, partialReportedAt } from "./partial-report";

/**
 * An order's lab results, generated the same way every time from the order id, once the order is
 * completed (or, before that, the partial report some labs send first: see partial-report.ts):
 * the catalogue's markers of its tests, most inside their reference interval, some outside, now
 * and then one past a critical limit (critical-results.ts), a few missing (`missing_results`). Reports older than LEGACY_AFTER_DAYS come
 * from the lab's older interface, which filled the deprecated numeric `value` and left `result`
 * empty, as the records of that time still read.
 */
const LEGACY_AFTER_DAYS = 60;
const OUT_OF_RANGE = 0.18;
const MISSING = 0.07;
/** The failures a lab reports for a missing marker, each with the note a lab would write on it. */
const FAILURES = {
  quantity_not_sufficient_failure: "QNS: specimen volume below the minimum for this test",
  internal_lab_failure: "Unable to report: instrument error",
  collection_process_failure: "Specimen hemolyzed",
} as const;
const FAILURE_TYPES = Object.keys(FAILURES) as (keyof typeof FAILURES)[];

const fixed = (v: number, decimals: number) => v.toFixed(decimals);

function rangeText(ref: MarkerRange): string | null {
  if (ref.codes) return ref.codes[0]!;
  if (ref.low !== undefined && ref.high !== undefined) return ref.low === 0 ? `<${ref.high}` : `${ref.low}-${ref.high}`;
  if (ref.low !== undefined) return `>${ref.low}`;
  return null;
}

/** One numeric reading: inside the interval most of the time, else a little below or above it. */
function reading(rnd: Random, ref: MarkerRange) {
  const low = ref.low ?? 0;
  const high = ref.high ?? low * 2 + 1;
  const width = high - low;
  const out = rnd.chance(OUT_OF_RANGE);
  let v: number;
  if (!out) v = low + width * (0.1 + 0.8 * rnd.next());
  else if (low > 0 && rnd.chance(0.5)) v = low - width * (0.05 + 0.25 * rnd.next());
  else v = high + width * (0.05 + 0.4 * rnd.next());
  return Number(fixed(Math.max(v, 0), ref.decimals));
}

type Marker = { name: string; slug: string; unit: string | null };
type Parent = NonNullable<BiomarkerResult["source_markers"]>[number];

function markerResult(
  rnd: Random,
  m: Marker,
  at: string,
  legacy: boolean,
  lab: string,
  parents: Parent[],
): BiomarkerResult {
  const ref = MARKER_RANGES[m.slug] ?? { loinc: "", decimals: 1 };
  const base = {
    name: m.name,
    slug: m.slug,
    unit: m.unit,
    source_markers: parents,
    timestamp: at,
    notes: null,
    reference_range: rangeText(ref),
    loinc: ref.loinc || null,
    loinc_slug: ref.loinc ? `${m.slug}-${ref.loinc}` : null,
    performing_laboratory: lab,
  };
  if (ref.codes) {
    const code = rnd.chance(OUT_OF_RANGE) ? rnd.pick(ref.codes.slice(1)) : ref.codes[0]!;
    const abnormal = code !== ref.codes[0];
    return {
      ...base,
      result: code,
      type: "coded_value",
      result_type: "coded_value",
      interpretation: abnormal ? "abnormal" : "normal",
    };
  }
  const v = reading(rnd, ref);
  const below = ref.low !== undefined && v < ref.low;
  const above = ref.high !== undefined && v > ref.high;
  const flags = {
    min_range_value: ref.low ?? null,
    max_range_value: ref.high ?? null,
    is_below_min_range: below,
    is_above_max_range: above,
    interpretation: numericInterpretation(m.slug, v, below || above),
  };
  if (ref.rangeAbove !== undefined && v > ref.rangeAbove) {
    return { ...base, ...flags, result: `>${ref.rangeAbove}`, type: "range", result_type: "range" };
  }
  if (ref.rangeBelow !== undefined && v < ref.rangeBelow) {
    return { ...base, ...flags, result: `<${ref.rangeBelow}`, type: "range", result_type: "range" };
  }
  const text = fixed(v, ref.decimals);
  return {
    ...base,
    ...flags,
    result: legacy ? "" : text,
    value: legacy ? v : undefined,
    type: "numeric",
    result_type: "numeric",
  };
}

// Labs send an interpretation even on comment lines: clients must not show it as a finding.
const commentResult = (slug: string, at: string, lab: string, parents: Parent[]): BiomarkerResult => ({
  name: MARKER_COMMENTS[slug]!.name,
  slug: `${slug}_comment`,
  result: MARKER_COMMENTS[slug]!.text,
  type: "comment",
  result_type: "comment",
  timestamp: at,
  interpretation: "normal",
  source_markers: parents,
  performing_laboratory: lab,
});

const eventAt = (order: Order, status: string) =>
  order.events.find((e) => e.status.startsWith(`${status}.`))?.created_at;

const yearsBetween = (dob: string, at: string) => {
  const [b, a] = [new Date(dob), new Date(at)];
  const before =
    a.getUTCMonth() < b.getUTCMonth() || (a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() < b.getUTCDate());
  return a.getUTCFullYear() - b.getUTCFullYear() - (before ? 1 : 0);
};

/**
 * The order's results: the final report once it is completed, the partial one while the lab has
 * sent only that; else a 404 naming the order's status.
 */
export function orderResults(db: ServiceDb, teamId: string, orderId: string, now: Date): LabResults {
  const order = getOrder(db, teamId, orderId);
  const partialAt = order.status === "sample_with_lab" ? partialReportedAt(order) : undefined;
  if (order.status !== "completed" && !partialAt) {
    throw notFound(`Order ${orderId} has no results yet: it is ${order.status}, results come once the lab reports`);
  }
  if (partialAt) return partialReport(fullReport(db, order, partialAt, now), order.id, partialAt);
  return fullReport(db, order, eventAt(order, "completed") ?? order.updated_at, now);
}

function fullReport(db: ServiceDb, order: Order, reported: string, now: Date): LabResults {
  // An at-home sample is collected when the draw completes; a walk-in one when it reaches the lab.
  const collected =
    order.events.find((e) => e.status.endsWith(".draw_completed"))?.created_at ??
    eventAt(order, "sample_with_lab") ??
    new Date(Date.parse(reported) - 2 * 86_400_000).toISOString();
  const received = new Date(Math.min(Date.parse(collected) + 6 * 3600_000, Date.parse(reported))).toISOString();
  const legacy = now.getTime() - Date.parse(reported) > LEGACY_AFTER_DAYS * 86_400_000;
  const lab = order.lab_test.lab?.name ?? "Laboratory";
  const rnd = createRandom(`results:${order.id}`);
  // In the order's own order, so the report reads test by test as the order lists them.
  const ids = order.order_set.lab_test_ids;
  const tests = db
    .select()
    .from(labTests)
    .where(inArray(labTests.id, ids))
    .all()
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  // Each ordered test is the panel its markers are reported under; a marker two tests share is
  // reported once, under both.
  const parentsOf = (slug: string): Parent[] =>
    tests
      .filter((t) => t.markers.some((x) => x.slug === slug))
      .map((t) => ({ marker_id: markerId(t.slug), name: t.name, slug: t.slug }));
  const results: BiomarkerResult[] = [];
  const missing: MissingBiomarkerResult[] = [];
  const seen = new Set<string>();
  for (const test of tests) {
    for (const m of test.markers) {
      if (seen.has(m.slug)) continue;
      seen.add(m.slug);
      const parents = parentsOf(m.slug);
      if (rnd.chance(MISSING)) {
        const failure = rnd.pick(FAILURE_TYPES);
        const loinc = MARKER_RANGES[m.slug]?.loinc ?? null;
        missing.push({
          name: m.name,
          slug: m.slug,
          inferred_failure_type: failure,
          note: FAILURES[failure],
          loinc,
          source_markers: parents,
        });
        continue;
      }
      results.push(markerResult(rnd, m, collected, legacy, lab, parents));
      if (MARKER_COMMENTS[m.slug]) results.push(commentResult(m.slug, collected, lab, parents));
    }
  }
  const reportedResults = withCriticalValue(order.id, results);
  const p = order.patient_details;
  return {
    metadata: {
      age: String(yearsBetween(p.dob, collected)),
      dob: p.dob,
      "clia_#": `05D${rnd.int(1_000_000, 9_999_999)}`,
      patient: `${p.last_name}, ${p.first_name}`,
      provider: "Labdesk ordering physician",
      laboratory: lab,
      date_reported: reported,
      date_collected: collected,
      date_received: received,
      specimen_number: `SP${rnd.int(10_000_000, 99_999_999)}`,
      status: missing.length > 0 ? "partial" : "final",
      interpretation: reportInterpretation(reportedResults),
      patient_id: order.user_id,
      account_id: `ACC${rnd.int(100_000, 999_999)}`,
    },
    results: reportedResults,
    missing_results: missing,
  };
}
