import type { LabResultView } from "@/lib/service/read/lab-results";

/**
 * A marker followed across a patient's reports: the numeric readings, oldest first, for a
 * sparkline next to today's value, with the lab's reference interval so a small change looks
 * small. Pure, so the series rules are testable without a service.
 */
export type TrendPoint = { at: string; value: number; current?: true };
/** The reference interval of today's reading; either end may be open (">39", "<200"). */
export type ReferenceRange = { low: number | null; high: number | null };
export type MarkerTrend = { name: string; unit: string | null; range: ReferenceRange; points: TrendPoint[] };
export type Report = { at: string; results: readonly LabResultView[] };

/** Labs name a marker differently from panel to panel; the LOINC code is the same. */
export function markerKey(r: Pick<LabResultView, "loinc" | "name">): string {
  const loinc = r.loinc?.trim();
  return loinc ? `loinc:${loinc}` : `name:${r.name.trim().toLowerCase()}`;
}

const sameUnit = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * One series per marker of the current report that has at least one earlier numeric reading in
 * the same unit (a value in mmol/L on a line of mg/dL would mislead). Text readings (ranges such
 * as ">60", comments, codes) have no place on a line and are left out. Keyed by markerKey.
 */
export function buildTrends(current: Report, earlier: readonly Report[]): Map<string, MarkerTrend> {
  const trends = new Map<string, MarkerTrend>();
  for (const r of current.results) {
    if (r.reading.kind !== "number") continue;
    const key = markerKey(r);
    if (trends.has(key)) continue;
    const points: TrendPoint[] = [{ at: current.at, value: r.reading.value, current: true }];
    for (const report of earlier) {
      const match = report.results.find(
        (e) => e.reading.kind === "number" && markerKey(e) === key && sameUnit(e.unit, r.unit),
      );
      if (match?.reading.kind === "number") points.push({ at: report.at, value: match.reading.value });
    }
    if (points.length < 2) continue;
    points.sort((a, b) => a.at.localeCompare(b.at));
    const range = { low: r.min_range_value ?? null, high: r.max_range_value ?? null };
    trends.set(key, { name: r.name, unit: r.unit ?? null, range, points });
  }
  return trends;
}

const withUnit = (value: number, unit: string | null) => (unit ? `${value} ${unit}` : String(value));

/** "30–100", "above 39", "below 200", or null when the lab gave no numeric interval. */
export function rangeText({ low, high }: ReferenceRange): string | null {
  if (low !== null && high !== null) return `${low}–${high}`;
  if (low !== null) return `above ${low}`;
  if (high !== null) return `below ${high}`;
  return null;
}

/**
 * What a screen reader hears for a sparkline, and its hover text:
 * "Glucose trend over 4 results: 92, 95, 101, 98 mg/dL; reference 65–99".
 */
export function trendLabel(t: MarkerTrend): string {
  const values = t.points.map((p) => String(p.value)).join(", ");
  const range = rangeText(t.range);
  return `${t.name} trend over ${t.points.length} results: ${values}${t.unit ? ` ${t.unit}` : ""}${range ? `; reference ${range}` : ""}`;
}

/** The reading just before today's, with its date, for the text beside the line ("was 86.5 ng/mL"). */
export function previousReading(t: MarkerTrend): { text: string; at: string } | null {
  const i = t.points.findIndex((p) => p.current);
  const before = i > 0 ? t.points[i - 1] : undefined;
  return before ? { text: withUnit(before.value, t.unit), at: before.at } : null;
}

export type Sparkline = {
  points: { x: number; y: number }[];
  /** The reference interval as a band (top and bottom y), clipped to the box; null without one. */
  band: { top: number; bottom: number } | null;
};

/**
 * A sparkline in a width × height box with `pad` around it: x evenly spaced (reports are visits,
 * not a time axis); y on a scale that takes in the reference interval as well as the readings, so
 * a change inside a wide interval draws as the small change it is, and the band shows where
 * normal lies. Without an interval, a scale at least a fifth of the values' size keeps small
 * wobbles small; a flat series sits in the middle.
 */
export function sparkline(
  values: readonly number[],
  range: ReferenceRange,
  width: number,
  height: number,
  pad = 2,
): Sparkline {
  const ends = [range.low, range.high].filter((v): v is number => v !== null);
  let min = Math.min(...values, ...ends);
  let max = Math.max(...values, ...ends);
  const least = ends.length > 0 ? 0 : Math.abs((min + max) / 2) * 0.2;
  if (max - min < least) {
    const mid = (min + max) / 2;
    [min, max] = [mid - least / 2, mid + least / 2];
  }
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  const y = (v: number) => (max === min ? height / 2 : pad + ((max - v) / (max - min)) * (height - 2 * pad));
  const band =
    ends.length > 0
      ? {
          top: round(y(range.high ?? max) - (range.high === null ? pad : 0)),
          bottom: round(y(range.low ?? min) + (range.low === null ? pad : 0)),
        }
      : null;
  return { points: values.map((v, i) => ({ x: round(pad + i * step), y: round(y(v)) })), band };
}

const round = (n: number) => Math.round(n * 10) / 10;
