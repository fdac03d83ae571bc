import { calendarDays, daysInRange, isoWeekday } from "./calendar";

/**
 * Step buckets: which granularity a range gets, where its bucket edges fall in a time zone, and
 * how samples are added into them. Pure, so DST and midnight rules are unit-tested directly.
 */

export const GRANULARITIES = ["raw", "hour", "day", "week", "month"] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** Rows (instants on the x axis) per chart: with the usual 1–3 providers that stays ≤ ~2,000 points. */
export const MAX_ROWS = 750;
/** Minute intervals: the finest of these that fits MAX_ROWS / 3 (a provider's own samples may be coarser). */
const RAW_INTERVALS_S = [60, 300, 600, 900, 1800, 3600];
const RAW_ROWS = 600;
const HOUR_MS = 3_600_000;

export type DayRange = { from: string; to: string };

/** The granularity a range gets by default: minute intervals ≤ 2 days, hourly ≤ 14, daily ≤ a year, weekly beyond. */
export function autoGranularity(days: number): Granularity {
  if (days <= 2) return "raw";
  if (days <= 14) return "hour";
  if (days <= 366) return "day";
  return "week";
}

function rowsFor(granularity: Granularity, days: number): number {
  if (granularity === "raw") return Math.ceil((days * 86_400) / RAW_INTERVALS_S.at(-1)!);
  if (granularity === "hour") return days * 24;
  if (granularity === "day") return days;
  if (granularity === "week") return Math.ceil(days / 7) + 1;
  return Math.ceil(days / 28) + 1;
}

/** The granularity to draw: the requested one unless it would exceed MAX_ROWS, then the next coarser. */
export function resolveGranularity(
  days: number,
  requested: Granularity | null,
): { granularity: Granularity; note: string | null } {
  const wanted = requested ?? autoGranularity(days);
  let at = GRANULARITIES.indexOf(wanted);
  while (at < GRANULARITIES.length - 1 && rowsFor(GRANULARITIES[at]!, days) > MAX_ROWS) at++;
  const granularity = GRANULARITIES[at]!;
  const note =
    granularity === wanted
      ? null
      : `${LABELS[wanted]} would draw too many points for ${days} days; showing ${LABELS[granularity].toLowerCase()} instead.`;
  return { granularity, note };
}

/** How the choice is named: in the granularity picker and in sentences ("showing hourly instead"). */
export const LABELS: Record<Granularity, string> = {
  raw: "Minute intervals",
  hour: "Hourly",
  day: "Daily",
  week: "Weekly",
  month: "Monthly",
};

/** What one bucket is, as a noun: "steps per week", "the first week". */
export const BUCKET_NOUNS: Record<Granularity, string> = {
  raw: "interval",
  hour: "hour",
  day: "day",
  week: "week",
  month: "month",
};

/**
 * Bucket edges for a range: n+1 ascending instants for n buckets, the first at the start of
 * `from` and the last at the end of `to`, both in `zone`. Hours are 3,600 s steps inside each
 * local day, so a spring-forward day has 23 and a fall-back day 25 of them.
 */
export function bucketEdges(
  range: DayRange,
  granularity: Granularity,
  zone: string,
): { edges: number[]; intervalSeconds: number | null } {
  const { keys, edges: dayEdges } = calendarDays(range.from, range.to, zone);
  if (granularity === "day") return { edges: dayEdges, intervalSeconds: null };
  if (granularity === "week" || granularity === "month") {
    // Calendar weeks start on Monday, months on the 1st; the first and last are cut at the range
    // (edges.ts names such a cut bucket, so its smaller total does not read as a drop).
    const starts =
      granularity === "week" ? (key: string) => isoWeekday(key) === 1 : (key: string) => key.endsWith("-01");
    const edges = dayEdges.filter((_, i) => i === 0 || i === keys.length || starts(keys[i]!));
    return { edges, intervalSeconds: null };
  }
  const first = dayEdges[0]!;
  const last = dayEdges.at(-1)!;
  if (granularity === "hour") {
    const edges: number[] = [];
    for (let d = 0; d < keys.length; d++) for (let t = dayEdges[d]!; t < dayEdges[d + 1]!; t += HOUR_MS) edges.push(t);
    edges.push(last);
    return { edges, intervalSeconds: 3600 };
  }
  const span = (last - first) / 1000;
  const interval = RAW_INTERVALS_S.find((s) => span / s <= RAW_ROWS) ?? RAW_INTERVALS_S.at(-1)!;
  const edges: number[] = [];
  for (let t = first; t < last; t += interval * 1000) edges.push(t);
  edges.push(last);
  return { edges, intervalSeconds: interval };
}

/** Days covered by a range, both ends included. */
export const rangeDays = (range: DayRange) => daysInRange(range.from, range.to);

/**
 * Sums samples into buckets. Samples arrive in time order per provider, so a moving index finds
 * the bucket in O(1); a sample that straddles an edge (e.g. local midnight) is shared in
 * proportion to the time it spends on each side, and any part outside the range is dropped.
 */
export class BucketSums {
  readonly sums: Float64Array;
  readonly hits: Uint32Array;
  private at = 0;

  constructor(readonly edges: readonly number[]) {
    this.sums = new Float64Array(edges.length - 1);
    this.hits = new Uint32Array(edges.length - 1);
  }

  private find(ms: number): number {
    const e = this.edges;
    if (ms < e[this.at]!) {
      let lo = 0;
      let hi = this.at;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (e[mid + 1]! <= ms) lo = mid + 1;
        else hi = mid;
      }
      this.at = lo;
    }
    while (this.at < e.length - 2 && e[this.at + 1]! <= ms) this.at++;
    return this.at;
  }

  add(startMs: number, endMs: number, value: number) {
    const e = this.edges;
    const lastEdge = e[e.length - 1]!;
    if (endMs <= e[0]! && startMs < e[0]!) return;
    if (startMs >= lastEdge) return;
    const from = Math.max(startMs, e[0]!);
    let i = this.find(from);
    if (endMs <= e[i + 1]! || endMs <= startMs) {
      // The common case: the whole sample (or an instant sample) lies inside one bucket.
      if (startMs >= e[0]!) {
        this.sums[i]! += value;
        this.hits[i]!++;
        return;
      }
    }
    const duration = endMs - startMs;
    for (; i < e.length - 1 && e[i]! < endMs; i++) {
      const overlap = Math.min(endMs, e[i + 1]!) - Math.max(startMs, e[i]!);
      if (overlap <= 0) continue;
      this.sums[i]! += (value * overlap) / duration;
      this.hits[i]!++;
    }
  }
}
