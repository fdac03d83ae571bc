import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daySlices } from "@/lib/console/steps/sliced-walk";

const DAY = 86_400_000;
const edgesOf = (days: number) => Array.from({ length: days + 1 }, (_, i) => Date.UTC(2026, 0, 1) + i * DAY);

describe("day slices of a steps walk", () => {
  it("cover the range exactly, back to back, at most 8, each a week or more but the last", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 800 }), (days) => {
        const edges = edgesOf(days);
        const slices = daySlices(edges);
        expect(slices[0]![0]).toBe(edges[0]);
        expect(slices.at(-1)![1]).toBe(edges.at(-1));
        slices.slice(1).forEach(([from], i) => expect(from).toBe(slices[i]![1]));
        expect(slices.length).toBeLessThanOrEqual(8);
        slices.slice(0, -1).forEach(([from, to]) => expect(to - from).toBeGreaterThanOrEqual(7 * DAY));
        for (const [from, to] of slices) expect(to).toBeGreaterThan(from);
      }),
    );
  });

  it("leave a week or less in one walk, and cut a year into 8", () => {
    expect(daySlices(edgesOf(7))).toHaveLength(1);
    expect(daySlices(edgesOf(8))).toHaveLength(2);
    expect(daySlices(edgesOf(365))).toHaveLength(8);
  });
});
