import { BucketSums, type DayRange, type Granularity } from "./bucketing";

/**
 * Folding samples per provider into chart buckets and daily buckets, and turning the sums into
 * what the browser receives: bucket starts, one value array per provider, summary figures. Pure.
 */

export type ProviderSummary = {
  provider: string;
  total: number;
  /** Over the days that have data, not over every day of the range. */
  dailyAverage: number | null;
  bestDay: { day: string; steps: number } | null;
  daysWithData: number;
  /** The first calendar day with a sample, so a chart can tell where the data starts within a week or month. */
  firstDay: string | null;
};

export type StepChartData = {
  timeZone: string;
  range: DayRange;
  granularity: Granularity;
  /** Fixed bucket length for minute-interval and hourly charts; null for calendar days, weeks and months. */
  intervalSeconds: number | null;
  note: string | null;
  /** Bucket start instants (epoch ms), then the end of the range. */
  starts: number[];
  end: number;
  /** Every provider with data in the range, whether shown or not (the filter offers these). */
  providers: string[];
  /** Shown providers → one value per bucket; null where the provider has no data that day. */
  series: Record<string, (number | null)[]>;
  summaries: ProviderSummary[];
};

export type StepFold = {
  chartEdges: number[];
  dayEdges: number[];
  dayKeys: string[];
  chart: Map<string, BucketSums>;
  days: Map<string, BucketSums>;
};

export function createFold(chartEdges: number[], dayEdges: number[], dayKeys: string[]): StepFold {
  return { chartEdges, dayEdges, dayKeys, chart: new Map(), days: new Map() };
}

let lastDay = "";
let lastDayMs = 0;
const digits = (s: string, at: number) => (s.charCodeAt(at) - 48) * 10 + (s.charCodeAt(at + 1) - 48);

/**
 * Epoch ms of an ISO instant. Samples are mostly "YYYY-MM-DDTHH:MM:SSZ" on a handful of days in a
 * row, so the day is parsed once and the time read from fixed positions; anything else (offsets,
 * fractions) goes through Date.parse. Two million of these per year of minute data.
 */
export function instantMs(s: string): number {
  if (s.length !== 20 || s.charCodeAt(19) !== 90 /* Z */ || s.charCodeAt(10) !== 84 /* T */) return Date.parse(s);
  const day = s.slice(0, 10);
  if (day !== lastDay) {
    const ms = Date.parse(day);
    if (Number.isNaN(ms)) return Date.parse(s);
    lastDay = day;
    lastDayMs = ms;
  }
  return lastDayMs + ((digits(s, 11) * 60 + digits(s, 14)) * 60 + digits(s, 17)) * 1000;
}

/** Adds one provider's samples (ISO start/end, in time order) into the fold. */
export function foldSamples(
  fold: StepFold,
  provider: string,
  samples: readonly { start: string; end: string; value: number }[],
) {
  let chart = fold.chart.get(provider);
  let days = fold.days.get(provider);
  if (!chart || !days) {
    chart = new BucketSums(fold.chartEdges);
    days = new BucketSums(fold.dayEdges);
    fold.chart.set(provider, chart);
    fold.days.set(provider, days);
  }
  // Daily buckets are the chart buckets when the chart is daily: add once.
  const same = fold.chartEdges === fold.dayEdges;
  for (const s of samples) {
    const start = instantMs(s.start);
    const end = instantMs(s.end);
    chart.add(start, end, s.value);
    if (!same) days.add(start, end, s.value);
  }
}

function summarize(provider: string, days: BucketSums, keys: readonly string[]): ProviderSummary {
  let total = 0;
  let daysWithData = 0;
  let best: ProviderSummary["bestDay"] = null;
  let firstDay: string | null = null;
  days.sums.forEach((sum, i) => {
    if (days.hits[i] === 0) return;
    firstDay ??= keys[i]!;
    const steps = Math.round(sum);
    total += steps;
    daysWithData++;
    if (!best || steps > best.steps) best = { day: keys[i]!, steps };
  });
  return {
    provider,
    total,
    dailyAverage: daysWithData ? Math.round(total / daysWithData) : null,
    bestDay: best,
    daysWithData,
    firstDay,
  };
}

/**
 * A bucket reads null when its provider has no sample at all on that local day (no data), and 0
 * when the provider reported that day but nothing in this bucket: providers skip empty buckets.
 */
function values(chart: BucketSums, days: BucketSums, dayEdges: readonly number[], byDay: boolean): (number | null)[] {
  const out: (number | null)[] = new Array(chart.sums.length);
  let d = 0;
  for (let i = 0; i < chart.sums.length; i++) {
    if (byDay || chart.hits[i]! > 0) {
      out[i] = chart.hits[i]! > 0 ? Math.round(chart.sums[i]!) : null;
      continue;
    }
    const start = chart.edges[i]!;
    while (d < dayEdges.length - 2 && dayEdges[d + 1]! <= start) d++;
    out[i] = days.hits[d]! > 0 ? 0 : null;
  }
  return out;
}

export function finishFold(
  fold: StepFold,
  meta: Pick<StepChartData, "timeZone" | "range" | "granularity" | "intervalSeconds" | "note">,
): StepChartData {
  const providers = [...fold.chart.keys()].sort();
  const byDay = meta.granularity === "day" || meta.granularity === "week" || meta.granularity === "month";
  const series: StepChartData["series"] = {};
  const summaries: ProviderSummary[] = [];
  for (const provider of providers) {
    const chart = fold.chart.get(provider)!;
    const days = fold.chartEdges === fold.dayEdges ? chart : fold.days.get(provider)!;
    series[provider] = values(chart, days, fold.dayEdges, byDay);
    summaries.push(summarize(provider, days, fold.dayKeys));
  }
  return { ...meta, starts: fold.chartEdges.slice(0, -1), end: fold.chartEdges.at(-1)!, providers, series, summaries };
}

/** The first day any of these providers has data, or null when none has. */
export function dataFrom(summaries: readonly Pick<ProviderSummary, "firstDay">[]): string | null {
  let first: string | null = null;
  for (const { firstDay } of summaries) if (firstDay !== null && (first === null || firstDay < first)) first = firstDay;
  return first;
}

/** Keeps the providers the filter names (all of them when it names none). */
export function filterProviders(data: StepChartData, wanted: readonly string[]): StepChartData {
  if (wanted.length === 0) return data;
  const keep = data.providers.filter((p) => wanted.includes(p));
  return {
    ...data,
    series: Object.fromEntries(keep.map((p) => [p, data.series[p]!])),
    summaries: data.summaries.filter((s) => keep.includes(s.provider)),
  };
}
