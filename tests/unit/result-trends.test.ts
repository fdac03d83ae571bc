import { describe, expect, it } from "vitest";
import { buildTrends, markerKey, sparklinePoints, trendLabel } from "@/lib/console/orders/result-trends";
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

describe("sparklinePoints", () => {
  it("spaces points evenly and puts the highest value at the top of the box", () => {
    expect(sparklinePoints([92, 101, 98], 80, 24)).toEqual([
      { x: 2, y: 22 },
      { x: 40, y: 2 },
      { x: 78, y: 8.7 },
    ]);
  });

  it("keeps a flat series in the middle", () => {
    expect(sparklinePoints([5, 5], 80, 24).map((p) => p.y)).toEqual([12, 12]);
  });
});
