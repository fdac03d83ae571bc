import { describe, expect, it } from "vitest";
import { bucketEdges } from "@/lib/console/steps/bucketing";
import { noDataBeforeNote, partialBucket, partialCaption, partialMarks } from "@/lib/console/steps/edges";

const DAY = 86_400_000;
const starts = [0, DAY, 2 * DAY];

describe("the bucket still being filled", () => {
  it("is the one holding now, the last one included, and none once the range has ended", () => {
    expect(partialBucket(starts, 3 * DAY, 2 * DAY + 5)).toBe(2);
    expect(partialBucket(starts, 3 * DAY, DAY + 5)).toBe(1);
    expect(partialBucket(starts, 3 * DAY, 3 * DAY)).toBeNull();
    expect(partialBucket(starts, 3 * DAY, -1)).toBeNull();
    expect(partialBucket([], 0, 5)).toBeNull();
  });
});

describe("where the data starts", () => {
  it("is named only when the range starts before it", () => {
    const range = { from: "2026-08-01", to: "2026-10-31" };
    expect(noDataBeforeNote(range, "2026-08-29")).toBe("No data before Aug 29, 2026.");
    expect(noDataBeforeNote(range, "2026-08-01")).toBeNull();
    expect(noDataBeforeNote(range, null)).toBeNull();
  });
});

describe("partial buckets", () => {
  const chart = (from: string, to: string, granularity: "day" | "week" | "month", dataFrom: string | null = from) => {
    const edges = bucketEdges({ from, to }, granularity, "UTC").edges;
    return { range: { from, to }, granularity, starts: edges.slice(0, -1), end: edges.at(-1)!, dataFrom };
  };
  const after = Date.parse("2027-01-01T00:00:00Z");

  it("marks weeks the range cuts at either end with the days they hold, not whole weeks", () => {
    // Wednesday 2026-03-04 to Tuesday 2026-03-24: 5 days of the first week, 2 of the last.
    const c = chart("2026-03-04", "2026-03-24", "week");
    const marks = partialMarks(c, after);
    expect(marks).toEqual([
      { index: 0, current: false, cut: { days: 5, of: 7, by: "range" }, note: "5 of 7 days" },
      { index: 3, current: false, cut: { days: 2, of: 7, by: "range" }, note: "2 of 7 days" },
    ]);
    expect(partialCaption(marks, c)).toBe(
      "Dashed stretches are partial weeks, not drops: the first week has 5 of its 7 days in the range; the last week has 2 of its 7 days in the range.",
    );
    // Whole weeks: nothing is marked.
    const whole = chart("2026-03-02", "2026-03-15", "week");
    expect(partialMarks(whole, after)).toEqual([]);
  });

  it("marks months by their own length, February included", () => {
    const c = chart("2026-02-10", "2026-04-30", "month");
    expect(partialMarks(c, after)).toEqual([
      { index: 0, current: false, cut: { days: 19, of: 28, by: "range" }, note: "19 of 28 days" },
    ]);
    const leap = chart("2028-02-15", "2028-02-20", "month");
    expect(partialMarks(leap, after)[0]!.cut).toEqual({ days: 6, of: 29, by: "range" });
  });

  it("marks the week or month the data starts in partway, and no other because of it", () => {
    // Data from Saturday Mar 7: 2 days of that week; the range's own first week is then empty, not cut.
    const c = chart("2026-03-04", "2026-03-22", "week", "2026-03-07");
    const marks = partialMarks(c, after);
    expect(marks).toEqual([{ index: 0, current: false, cut: { days: 2, of: 7, by: "data" }, note: "2 of 7 days" }]);
    expect(partialCaption(marks, c)).toBe(
      "Dashed stretches are partial weeks, not drops: the data starts on Mar 7, so that week has 2 of its 7 days.",
    );
    const months = chart("2025-11-28", "2026-11-27", "month", "2026-08-29");
    expect(partialMarks(months, after).map((m) => [m.index, m.note])).toEqual([
      [0, "3 of 30 days"],
      [9, "3 of 31 days"],
      [12, "27 of 30 days"],
    ]);
    // Data from the first day of a bucket leaves it whole.
    expect(partialMarks(chart("2026-03-02", "2026-03-29", "week", "2026-03-09"), after)).toEqual([]);
  });

  it("calls the bucket holding now 'so far', whether or not the range cuts it", () => {
    const c = chart("2026-03-04", "2026-03-18", "week");
    const now = Date.parse("2026-03-18T12:00:00Z");
    const marks = partialMarks(c, now);
    expect(marks.map((m) => [m.index, m.note])).toEqual([
      [0, "5 of 7 days"],
      [2, "so far"],
    ]);
    expect(partialCaption(marks, c)).toBe(
      "Dashed stretches are partial weeks, not drops: the first week has 5 of its 7 days in the range; this week is still being counted.",
    );
    // Daily charts have whole days: only today is partial, said as before.
    const days = chart("2026-03-16", "2026-03-18", "day");
    const today = partialMarks(days, now);
    expect(today.map((m) => m.index)).toEqual([2]);
    expect(partialCaption(today, days)).toBe("The dashed end is today, still being counted.");
    expect(partialCaption([], days)).toBeNull();
  });
});
