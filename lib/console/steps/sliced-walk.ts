import "server-only";
import { mapLimit } from "@/lib/concurrency/map-limit";
import type { GroupedStepsView as GroupedTimeseries } from "@/lib/service/read/timeseries";
import type { ServiceClient } from "@/lib/service";

/*
 * A remote service answers one page per round trip, and a year of minute data is about 108 pages:
 * one cursor walk would pay every round trip in turn. Against a remote service the range is cut at
 * local midnights into slices of at least a week, walked a few at a time. The service selects
 * samples by their start within the inclusive bounds, so each sample is in exactly one slice, and
 * the caller's fold adds pages in any order. The embedded service answers in-process, with no round
 * trip to hide: there concurrent walks only cost CPU (measured: about 40 % more), so it gets one walk.
 */
const MIN_SLICE_DAYS = 7;
const MAX_SLICES = 8;
const SLICE_CONCURRENCY = 4;

/** [from, to) instants of the slices, on the given day edges. */
export function daySlices(dayEdges: readonly number[]): [number, number][] {
  const days = dayEdges.length - 1;
  const perSlice = Math.max(MIN_SLICE_DAYS, Math.ceil(days / MAX_SLICES));
  const slices: [number, number][] = [];
  for (let d = 0; d < days; d += perSlice) slices.push([dayEdges[d]!, dayEdges[Math.min(d + perSlice, days)]!]);
  return slices;
}

/**
 * Every page of the user's grouped steps between the first and last day edge, handed to `onPage`
 * in no particular order. The first slice's first page is read alone: a failing service then sees
 * one walk's retries, not one per slice (which would also open the circuit breaker for the whole
 * console). Once one slice has failed the load has failed, and the others stop at their next page.
 */
export async function walkStepPages(
  client: ServiceClient,
  userId: string,
  dayEdges: readonly number[],
  onPage: (groups: GroupedTimeseries["groups"]) => void,
) {
  const slices: [number, number][] = client.inProcess ? [[dayEdges[0]!, dayEdges.at(-1)!]] : daySlices(dayEdges);
  let failed = false;
  let answered!: () => void;
  const firstPage = new Promise<void>((resolve) => (answered = resolve));
  const walk = async ([from, to]: [number, number], index: number) => {
    if (index > 0) await firstPage;
    if (failed) return;
    try {
      await client.eachGroupedStepsPage(
        userId,
        // The service's end bound is inclusive and in whole seconds: stop one second before the next day.
        { start_date: new Date(from).toISOString(), end_date: new Date(to - 1000).toISOString() },
        (groups) => {
          if (failed) throw new Error("another slice failed");
          answered();
          onPage(groups);
        },
      );
    } catch (error) {
      failed = true;
      answered();
      throw error;
    }
  };
  await mapLimit(
    slices.map((slice, index) => [slice, index] as const),
    SLICE_CONCURRENCY,
    ([slice, index]) => walk(slice, index),
  );
}
