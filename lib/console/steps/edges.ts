import { BUCKET_NOUNS, type DayRange, type Granularity } from "./bucketing";
import { addDaysToKey, daysInRange, isoWeekday } from "./calendar";

/**
 * Where a chart's data meets the present, the past and the range's ends: the bucket still being
 * filled (today, this week, this hour), weeks and months the range or the start of the data
 * cuts, and where the data starts. Pure, for the panels that draw and caption the chart.
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

const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
/** "Aug 25" for a calendar day (YYYY-MM-DD), whatever zone it is a day in. */
const dayName = (key: string) => dayFormat.format(Date.parse(key));

/**
 * "No data before Aug 25, 2026." when the range starts before the first day with data, so an
 * empty stretch reads as no data rather than as zero steps; null when the data fills the range.
 */
export function noDataBeforeNote(range: DayRange, dataFrom: string | null): string | null {
  if (dataFrom === null || dataFrom <= range.from) return null;
  return `No data before ${dayName(dataFrom)}, ${dataFrom.slice(0, 4)}.`;
}

/**
 * A bucket that does not hold a whole period: still being counted, a week or month the range
 * cuts (a range starting on a Wednesday has 5 days of its first week), or the one the data starts
 * in partway. Its smaller total is real, but drawn like the others it reads as a drop, so the
 * chart draws it dashed and says why.
 */
export type PartialMark = {
  index: number;
  /** The bucket holds now: its steps are still being counted. */
  current: boolean;
  /** Days of the week or month it holds, and why not all: the range's ends, or the data starting. */
  cut: { days: number; of: number; by: "range" | "data" } | null;
  /** How the tooltip and the table qualify the value: "so far", "3 of 7 days". */
  note: string;
};

type Period = "week" | "month";

/** The calendar week (Monday to Sunday) or month holding a day. */
function periodOf(key: string, granularity: Period): { first: string; last: string } {
  if (granularity === "week") {
    const first = addDaysToKey(key, 1 - isoWeekday(key));
    return { first, last: addDaysToKey(first, 6) };
  }
  const first = `${key.slice(0, 8)}01`;
  // The day before the 1st of the next month: the 28th plus 4 days always lands in the next one.
  const next = addDaysToKey(`${key.slice(0, 8)}28`, 4);
  return { first, last: addDaysToKey(`${next.slice(0, 8)}01`, -1) };
}

/** The days of the period holding `key` from `from` to `to`, when that is not all of them. */
function cutAt(key: string, granularity: Period, from: string, to: string, by: "range" | "data"): PartialMark["cut"] {
  const period = periodOf(key, granularity);
  const first = period.first > from ? period.first : from;
  const last = period.last < to ? period.last : to;
  const of = daysInRange(period.first, period.last);
  const days = daysInRange(first, last);
  return days < of ? { days, of, by } : null;
}

/** Which bucket of a range holds a day, for weeks and months (the first bucket is the range's start). */
function bucketOf(range: DayRange, granularity: Period, key: string): number {
  const [a, b] = [periodOf(range.from, granularity).first, periodOf(key, granularity).first];
  if (granularity === "week") return (daysInRange(a, b) - 1) / 7;
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
}

export type ChartSpan = {
  range: DayRange;
  granularity: Granularity;
  /** Bucket start instants, and the end of the last bucket. */
  starts: readonly number[];
  end: number;
  /** The first day any series has data (null: none has). */
  dataFrom: string | null;
};

/**
 * The partial buckets of a chart, in index order: weeks or months cut by the range's ends or by
 * the data starting partway through one, and the bucket holding now.
 */
export function partialMarks({ range, granularity, starts, end, dataFrom }: ChartSpan, now = Date.now()) {
  const marks = new Map<number, PartialMark>();
  const add = (index: number, current: boolean, cut: PartialMark["cut"]) =>
    marks.set(index, { index, current, cut, note: current ? "so far" : `${cut!.days} of ${cut!.of} days` });
  if ((granularity === "week" || granularity === "month") && starts.length > 0) {
    const first = cutAt(range.from, granularity, range.from, range.to, "range");
    if (first) add(0, false, first);
    const last = starts.length > 1 ? cutAt(range.to, granularity, range.from, range.to, "range") : null;
    if (last) add(starts.length - 1, false, last);
    // Data that starts partway through a bucket leaves it short the same way (a user who connected
    // a watch on the 29th has 3 days of that month).
    if (dataFrom !== null && dataFrom > range.from && dataFrom <= range.to) {
      const cut = cutAt(dataFrom, granularity, dataFrom, range.to, "data");
      if (cut) add(bucketOf(range, granularity, dataFrom), false, cut);
    }
  }
  const current = partialBucket(starts, end, now);
  if (current !== null) add(current, true, marks.get(current)?.cut ?? null);
  return [...marks.values()].sort((a, b) => a.index - b.index);
}

const CURRENT_NAMES: Record<Granularity, string> = {
  raw: "the current interval",
  hour: "the current hour",
  day: "today",
  week: "this week",
  month: "this month",
};

/** The chart's caption for its partial buckets, so a dashed stretch is read as partial, not as a drop. */
export function partialCaption(
  marks: readonly PartialMark[],
  { granularity, starts, dataFrom }: Pick<ChartSpan, "granularity" | "starts" | "dataFrom">,
): string | null {
  if (marks.length === 0) return null;
  const only = marks.length === 1 ? marks[0]! : null;
  if (only?.current) {
    const where = only.index === starts.length - 1 ? "end" : "point";
    return `The dashed ${where} is ${CURRENT_NAMES[granularity]}, still being counted.`;
  }
  const noun = BUCKET_NOUNS[granularity];
  const parts = marks.map(({ index, current, cut }) => {
    if (current) return `${CURRENT_NAMES[granularity]} is still being counted`;
    const has = `${cut!.days} of its ${cut!.of} days`;
    if (cut!.by === "data") return `the data starts on ${dayName(dataFrom!)}, so that ${noun} has ${has}`;
    const which = starts.length === 1 ? "" : index === 0 ? "first " : "last ";
    return `the ${which}${noun} has ${has} in the range`;
  });
  return `Dashed stretches are partial ${noun}s, not drops: ${parts.join("; ")}.`;
}
