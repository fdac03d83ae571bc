/**
 * Where a chart's data meets the present and the past: the bucket still being filled (today's
 * day, this week or this hour) and the first bucket with any data. Pure, for the panels that
 * draw and caption the chart.
 */

/** The index of the bucket that holds `now` (so is still partial), or null when none does. */
export function partialBucket(starts: readonly number[], end: number, now = Date.now()): number | null {
  for (let i = starts.length - 1; i >= 0; i--) {
    if (starts[i]! > now) continue;
    const bucketEnd = i + 1 < starts.length ? starts[i + 1]! : end;
    return now < bucketEnd ? i : null;
  }
  return null;
}

/** The first bucket where any series has a value; null when none has. */
export function firstDataBucket(series: Record<string, readonly (number | null)[]>): number | null {
  let first: number | null = null;
  for (const values of Object.values(series)) {
    const i = values.findIndex((v) => v !== null && v !== undefined);
    if (i >= 0 && (first === null || i < first)) first = i;
  }
  return first;
}

/**
 * "No data before Aug 25, 2026." when the range starts before the data does, so an empty
 * stretch reads as no data rather than as zero steps; null when the data fills the range.
 */
export function noDataBeforeNote(
  starts: readonly number[],
  series: Record<string, readonly (number | null)[]>,
  label: (ms: number) => string,
): string | null {
  const first = firstDataBucket(series);
  if (first === null || first === 0) return null;
  return `No data before ${label(starts[first]!)}.`;
}
