import { describe, expect, it } from "vitest";
import { firstDataBucket, noDataBeforeNote, partialBucket } from "@/lib/console/steps/edges";

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
  it("is the first bucket any series has a value in", () => {
    expect(firstDataBucket({ a: [null, null, 3], b: [null, 2, null] })).toBe(1);
    expect(firstDataBucket({ a: [null, null] })).toBeNull();
  });

  it("is named only when the range starts before it", () => {
    const label = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(noDataBeforeNote(starts, { a: [null, 5, 6] }, label)).toBe("No data before 1970-01-02.");
    expect(noDataBeforeNote(starts, { a: [1, null, 6] }, label)).toBeNull();
    expect(noDataBeforeNote(starts, { a: [null, null, null] }, label)).toBeNull();
  });
});
