import type { LabResultView } from "@/lib/service/read/lab-results";

/**
 * A marker followed across a patient's reports: the numeric readings, oldest first, for a
 * sparkline next to today's value. Pure, so the series rules are testable without a service.
 */
export type TrendPoint = { at: string; value: number };
export type MarkerTrend = { name: string; unit: string | null; points: TrendPoint[] };
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
    const points: TrendPoint[] = [{ at: current.at, value: r.reading.value }];
    for (const report of earlier) {
      const match = report.results.find(
        (e) => e.reading.kind === "number" && markerKey(e) === key && sameUnit(e.unit, r.unit),
      );
      if (match?.reading.kind === "number") points.push({ at: report.at, value: match.reading.value });
    }
    if (points.length < 2) continue;
    points.sort((a, b) => a.at.localeCompare(b.at));
    trends.set(key, { name: r.name, unit: r.unit ?? null, points });
  }
  return trends;
}

/** What a screen reader hears for a sparkline: "Glucose trend over 4 results: 92, 95, 101, 98 mg/dL". */
export function trendLabel(t: MarkerTrend): string {
  const values = t.points.map((p) => String(p.value)).join(", ");
  return `${t.name} trend over ${t.points.length} results: ${values}${t.unit ? ` ${t.unit}` : ""}`;
}

/**
 * The polyline of a sparkline in a width × height box with `pad` around it: x evenly spaced
 * (reports are visits, not a time axis), y scaled to the series' own range; a flat series sits
 * in the middle.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number, pad = 2) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  const y = (v: number) => (max === min ? height / 2 : pad + ((max - v) / (max - min)) * (height - 2 * pad));
  return values.map((v, i) => ({ x: round(pad + i * step), y: round(y(v)) }));
}

const round = (n: number) => Math.round(n * 10) / 10;
