import { describe, expect, it } from "vitest";
import {
  buildTrends,
  markerKey,
  previousReading,
  rangeText,
  sparkline,
  trendLabel,
} from "@/lib/console/orders/result-trends";
import { labResultsReader } from "@/lib/service/read/lab-results";

/** Results as the reader makes them, so the series sees the readings the page sees. */
const report = (at: string, results: Record<string, unknown>[]) => ({
  at,
  results: labResultsReader.parse({ metadata: {}, results }).results,
});
const glucose = (result: string, extra: Record<string, unknown> = {}) => ({
  name: "Glucose",
  result,
  type: "numeric",
  unit: "mg/dL",
  loinc: "2345-7",
  ...extra,
});

describe("buildTrends", () => {
  it("follows a marker over earlier reports, oldest first, matching on LOINC before name", () => {
    const current = report("2026-03-01", [glucose("98")]);
    const earlier = [
      report("2026-02-01", [glucose("101", { name: "Glucose, fasting" })]),
      report("2025-12-01", [glucose("92")]),
      // An older record: no `result`, the deprecated numeric `value` instead.
      report("2026-01-01", [{ ...glucose(""), value: 95 }]),
    ];
    const trend = buildTrends(current, earlier).get(markerKey({ loinc: "2345-7", name: "Glucose" }))!;
    expect(trend.points.map((p) => p.value)).toEqual([92, 95, 101, 98]);
    expect(trendLabel(trend)).toBe("Glucose trend over 4 results: 92, 95, 101, 98 mg/dL");
    // Today's reading is marked, so the text beside the line can name the one before it.
    expect(previousReading(trend)).toEqual({ text: "101 mg/dL", at: "2026-02-01" });
  });

  it("matches on the name when there is no LOINC code, whatever its case", () => {
    const current = report("2026-03-01", [{ name: "Ferritin", result: "40", type: "numeric", unit: "ng/mL" }]);
    const earlier = [report("2026-01-01", [{ name: "ferritin ", result: "35", type: "numeric", unit: "ng/mL" }])];
    expect([...buildTrends(current, earlier).values()][0]!.points).toHaveLength(2);
  });

  it("leaves out text readings, other units, and markers without an earlier reading", () => {
    const current = report("2026-03-01", [
      glucose("98"),
      { name: "eGFR", result: ">60", type: "range", unit: "mL/min", loinc: "33914-3" },
      { name: "HbA1c", result: "5.4", type: "numeric", unit: "%", loinc: "4548-4" },
    ]);
    const earlier = [
      report("2026-01-01", [
        glucose("5.4", { unit: "mmol/L" }),
        { name: "eGFR", result: "72", type: "numeric", unit: "mL/min", loinc: "33914-3" },
      ]),
    ];
    expect(buildTrends(current, earlier).size).toBe(0);
  });

  it("draws nothing for a report without earlier ones", () => {
    expect(buildTrends(report("2026-03-01", [glucose("98")]), []).size).toBe(0);
  });
});

describe("the reference interval", () => {
  it("is taken from today's reading and named in the label", () => {
    const current = report("2026-03-01", [glucose("98", { min_range_value: 65, max_range_value: 99 })]);
    const trend = [...buildTrends(current, [report("2026-01-01", [glucose("92")])]).values()][0]!;
    expect(trend.range).toEqual({ low: 65, high: 99 });
    expect(trendLabel(trend)).toBe("Glucose trend over 2 results: 92, 98 mg/dL; reference 65–99");
  });

  it("words an open end", () => {
    expect(rangeText({ low: 39, high: null })).toBe("above 39");
    expect(rangeText({ low: null, high: 200 })).toBe("below 200");
    expect(rangeText({ low: null, high: null })).toBeNull();
  });
});

const NO_RANGE = { low: null, high: null };

describe("sparkline", () => {
  it("draws a small change inside a wide interval as small, over the interval's band", () => {
    // Vitamin D 86.5 then 84.2 ng/mL, reference 30–100: a drop of 2.3 on a scale of 70.
    const { points, band } = sparkline([86.5, 84.2], { low: 30, high: 100 }, 96, 28);
    expect(points[1]!.y - points[0]!.y).toBeLessThan(1);
    expect(band).toEqual({ top: 2, bottom: 26 });
  });

  it("takes the interval into the scale, so a reading outside it sits outside the band", () => {
    const { points, band } = sparkline([120, 130], { low: 0, high: 99 }, 80, 24);
    expect(points.map((p) => p.y)).toEqual([3.5, 2]);
    expect(band!.top).toBeGreaterThan(points[0]!.y);
    expect(band!.bottom).toBe(22);
  });

  it("runs an open-ended band to the edge of the box", () => {
    expect(sparkline([50, 60], { low: 39, high: null }, 80, 24).band).toMatchObject({ top: 0 });
    expect(sparkline([150, 160], { low: null, high: 200 }, 80, 24).band).toMatchObject({ bottom: 24 });
  });

  it("keeps small wobbles small without an interval, and spaces points evenly", () => {
    const { points, band } = sparkline([100, 101, 99], NO_RANGE, 80, 24);
    expect(points.map((p) => p.x)).toEqual([2, 40, 78]);
    expect(Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y))).toBeLessThan(3);
    expect(band).toBeNull();
  });

  it("puts the highest value at the top when the values span the scale", () => {
    expect(sparkline([92, 101, 98], { low: 92, high: 101 }, 80, 24).points).toEqual([
      { x: 2, y: 22 },
      { x: 40, y: 2 },
      { x: 78, y: 8.7 },
    ]);
  });

  it("keeps a flat series in the middle", () => {
    expect(sparkline([0, 0], NO_RANGE, 80, 24).points.map((p) => p.y)).toEqual([12, 12]);
  });
});
