import "server-only";
import { LRUCache } from "lru-cache";
import { failedLoad, isHttpStatus, type Loaded } from "@/lib/console/loaded";
import { uuid } from "@/lib/contract/common";
import { serviceClient } from "@/lib/service";
import { bucketEdges, resolveGranularity, rangeDays, type DayRange, type Granularity } from "./bucketing";
import { calendarDays, isTimeZone } from "./calendar";
import { compareGranularity, highestProvider } from "./compare";
import { createFold, dataFrom, filterProviders, finishFold, foldSamples, type StepChartData } from "./series";
import { walkStepPages } from "./sliced-walk";
import { processSingleton } from "@/lib/process-singleton";

/**
 * The steps data layer: walk every page of the grouped steps timeseries (in day slices against a
 * remote service, see sliced-walk.ts), fold each page into buckets as it arrives (a year of minute
 * data is never held in memory), and hand the page only the buckets. Results are kept briefly so a
 * re-render, a legend or provider change is instant. The comparison page reads the same cached
 * buckets, one user at a time, taking the highest provider count in each bucket.
 */

export type StepQuery = { range: DayRange; granularity: Granularity | null; zone: string; providers: string[] };

const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 32;
// One per process (Next.js may load this module once per bundle layer), and deliberately not
// shared between console instances: it only saves a minute of repeated walks, and an instance
// that misses it asks the service again, which is always right.
const cache = processSingleton(
  "stepsCache",
  () => new LRUCache<string, Promise<StepChartData>>({ max: CACHE_MAX, ttl: CACHE_TTL_MS }),
);

/** Forgets cached buckets (tests, and the benchmark's cold runs). */
export function clearStepsCache() {
  cache.clear();
}

async function fold(
  userId: string,
  range: DayRange,
  granularity: Granularity,
  note: string | null,
  zone: string,
): Promise<StepChartData> {
  const { edges, intervalSeconds } = bucketEdges(range, granularity, zone);
  const days = calendarDays(range.from, range.to, zone);
  const f =
    granularity === "day" ? createFold(days.edges, days.edges, days.keys) : createFold(edges, days.edges, days.keys);
  await walkStepPages(serviceClient(), userId, days.edges, (groups) => {
    for (const [provider, entries] of Object.entries(groups))
      for (const entry of entries) foldSamples(f, provider, entry.data);
  });
  return finishFold(f, { timeZone: zone, range, granularity, intervalSeconds, note });
}

/** Buckets of all providers for a range, from the cache when a fresh copy is there. */
async function stepBuckets(userId: string, q: Omit<StepQuery, "providers">): Promise<StepChartData> {
  const { granularity, note } = resolveGranularity(rangeDays(q.range), q.granularity);
  const key = [userId, q.range.from, q.range.to, granularity, q.zone].join("|");
  const hit = cache.get(key);
  if (hit) return hit;
  const data = fold(userId, q.range, granularity, note, q.zone);
  cache.set(key, data);
  // A failed load is not remembered: the retry button must really retry. Nor is "no data": the
  // next thing a person does is connect a provider, and its backfill must show at once.
  data.then(
    (d) => d.providers.length === 0 && cache.get(key) === data && cache.delete(key),
    () => cache.delete(key),
  );
  return data;
}

/** What the user steps page shows: the buckets, filtered to the chosen providers. */
export async function loadStepChart(userId: string, q: StepQuery): Promise<Loaded<StepChartData>> {
  try {
    return { ok: true, data: filterProviders(await stepBuckets(userId, q), q.providers) };
  } catch (error) {
    return failedLoad(error);
  }
}

export type Comparison = {
  range: DayRange;
  granularity: Granularity;
  /** The one zone every user is bucketed in; null: each user's own calendar days. */
  zone: string | null;
  /** Why the granularity drawn is not the one asked for, if it is not. */
  note: string | null;
  /**
   * Bucket starts. In one zone, real instants; in each user's own zone, the UTC midnight of each
   * calendar day (or week start), standing for that date whatever the user's zone.
   */
  starts: number[];
  series: Record<string, (number | null)[]>;
  /** The first day any compared user has data (each in their own days, or in the one zone). */
  dataFrom: string | null;
  /** user_id → client_user_id (identifiers only; the page adds names for roles that see them). */
  labels: Record<string, string>;
  zones: Record<string, string>;
  /** Ids that are not users of this team. */
  unknown: string[];
};

async function userOrNull(userId: string) {
  if (!uuid.safeParse(userId).success) return null;
  try {
    return await serviceClient().getUser(userId);
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}

export type CompareQuery = { range: DayRange; granularity: Granularity | null; zone: string | null };

/**
 * Totals per user and bucket. With a zone, every user is bucketed in it (any granularity). Without
 * one, each user's days are calendar days in their own fallback_time_zone (UTC without one), so
 * "Monday" means the Monday they lived; then only daily or weekly totals line up.
 */
export async function loadComparison(userIds: string[], q: CompareQuery): Promise<Loaded<Comparison>> {
  const { range, zone } = q;
  const { granularity, note } = compareGranularity(rangeDays(range), q.granularity, zone !== null);
  const starts = bucketEdges(range, granularity, zone ?? "UTC").edges.slice(0, -1);
  try {
    const users = await Promise.all(userIds.map(userOrNull));
    const out: Comparison = {
      range,
      granularity,
      zone,
      note,
      starts,
      series: {},
      dataFrom: null,
      labels: {},
      zones: {},
      unknown: [],
    };
    await Promise.all(
      userIds.map(async (id, i) => {
        const user = users[i];
        if (!user) return void out.unknown.push(id);
        const tz = user.fallback_time_zone?.id;
        const own = tz && isTimeZone(tz) ? tz : "UTC";
        const data = await stepBuckets(user.user_id, { range, granularity, zone: zone ?? own });
        out.labels[user.user_id] = user.client_user_id;
        out.zones[user.user_id] = zone ?? own;
        out.series[user.user_id] = highestProvider(data.series, starts.length);
        const from = dataFrom(data.summaries);
        if (from !== null && (out.dataFrom === null || from < out.dataFrom)) out.dataFrom = from;
      }),
    );
    // Promise.all fills in completion order; keep the order the analyst picked.
    out.series = Object.fromEntries(userIds.filter((id) => id in out.series).map((id) => [id, out.series[id]!]));
    return { ok: true, data: out };
  } catch (error) {
    return failedLoad(error);
  }
}
