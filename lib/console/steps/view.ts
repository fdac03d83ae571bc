import { addDaysToKey, dayKeyOf, daysInRange, isTimeZone } from "./calendar";
import type { DayRange, Granularity } from "./bucketing";

/**
 * From search params to what is loaded: the zone, the calendar range in that zone, and any
 * problem with a typed range (shown on the page; the chart falls back to the preset). Pure.
 */

/** Longest custom range: five years of weekly buckets is still a few hundred points. */
export const MAX_RANGE_DAYS = 5 * 366;

export type StepsViewInput = {
  range: "7d" | "30d" | "90d" | "1y" | "custom";
  from: string | null;
  to: string | null;
  gran: Granularity | null;
  providers: string[];
  tz: string | null;
};

export type StepsView = {
  range: DayRange;
  zone: string;
  /** Where the zone came from: the user's fallback_time_zone, UTC, or the viewer's choice. */
  zoneSource: "user" | "utc" | "chosen";
  granularity: Granularity | null;
  providers: string[];
  rangeError: string | null;
};

const PRESET_DAYS = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 } as const;

export function resolveStepsView(p: StepsViewInput, userZone: string | null, nowMs = Date.now()): StepsView {
  const chosen = p.tz && isTimeZone(p.tz) ? p.tz : null;
  const own = userZone && isTimeZone(userZone) ? userZone : null;
  const zone = chosen ?? own ?? "UTC";
  const zoneSource = chosen ? "chosen" : own ? "user" : "utc";
  const today = dayKeyOf(nowMs, zone);
  const preset = (days: number): DayRange => ({ from: addDaysToKey(today, -(days - 1)), to: today });
  let range = preset(p.range === "custom" ? 30 : PRESET_DAYS[p.range]);
  let rangeError: string | null = null;
  if (p.range === "custom") {
    if (!p.from || !p.to) rangeError = "Pick both a start and an end day; showing the last 30 days.";
    else if (p.to < p.from) rangeError = "The end day is before the start day; showing the last 30 days.";
    else if (daysInRange(p.from, p.to) > MAX_RANGE_DAYS)
      rangeError = "Pick at most five years; showing the last 30 days.";
    else range = { from: p.from, to: p.to };
  }
  return { range, zone, zoneSource, granularity: p.gran, providers: p.providers, rangeError };
}
