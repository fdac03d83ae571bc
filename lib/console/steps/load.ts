import "server-only";
import { LRUCache } from "lru-cache";
import { failedLoad, type Loaded } from "@/lib/console/loaded";
import { serviceClient } from "@/lib/service";
import { bucketEdges, resolveGranularity, rangeDays, type DayRange, type Granularity } from "./bucketing";
import { calendarDays } from "./calendar";
import { createFold, filterProviders, finishFold, foldSamples, type StepChartData } from "./series";
import { walkStepPages } from "./sliced-walk";

/**
 * The steps data layer: walk every page of the grouped steps timeseries (in day slices against a
 * remote service, see sliced-walk.ts), fold each page into buckets as it arrives (a year of minute
 * data is never held in memory), and hand the page only the buckets. Results are kept briefly so a re-render, a legend or provider change is instant.
 */

export type StepQuery = { range: DayRange; granularity: Granularity | null; zone: string; providers: string[] };

const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 32;
// One per process (Next.js may load this module once per bundle layer), and deliberately not
// shared between console instances: it only saves a minute of repeated walks, and an instance
// that misses it asks the service again, which is always right.
const g = globalThis as typeof globalThis & { __labdeskStepsCache?: LRUCache<string, Promise<StepChartData>> };
const cache = (g.__labdeskStepsCache ??= new LRUCache({ max: CACHE_MAX, ttl: CACHE_TTL_MS }));

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
export async function stepBuckets(userId: string, q: Omit<StepQuery, "providers">): Promise<StepChartData> {
  const { granularity, note } = resolveGranularity(rangeDays(q.range), q.granularity);
  const key = [userId, q.range.from, q.range.to, granularity, q.zone].join("|");
  const hit = cache.get(key);
  if (hit) return hit;
  const data = fold(userId, q.range, granularity, note, q.zone);
  cache.set(key, data);
  // A failed load is not remembered: the retry button must really retry.
  data.catch(() => cache.delete(key));
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
