/*
 * The steps pages' search params, declared once: the pages read them on the server (and load
 * with them), the controls write them. From "nuqs/server", which carries no "use client"; the
 * parsers work in the browser too. A link therefore reproduces the chart exactly.
 */
import {
  createParser,
  createSearchParamsCache,
  parseAsArrayOf,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { GRANULARITIES } from "@/lib/console/steps/bucketing";

export const RANGE_PRESETS = ["7d", "30d", "90d", "1y", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const PRESET_LABELS: Record<RangePreset, string> = {
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
  "1y": "1 year",
  custom: "Custom",
};

/** A real calendar day `YYYY-MM-DD`; anything else is dropped rather than failing the page. */
export const parseAsDay = createParser({
  parse: (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
    const day = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : null;
  },
  serialize: String,
});

export const stepsParsers = {
  range: parseAsStringLiteral(RANGE_PRESETS).withDefault("30d"),
  from: parseAsDay,
  to: parseAsDay,
  /** Absent: chosen from the range length. */
  gran: parseAsStringLiteral(GRANULARITIES),
  /** Absent or empty: every provider with data. */
  providers: parseAsArrayOf(parseAsString).withDefault([]),
  /** An IANA zone; absent: the user's fallback_time_zone, else UTC. */
  tz: parseAsString,
  /** /steps only: the users compared (user_ids). */
  users: parseAsArrayOf(parseAsString).withDefault([]),
};

export const stepsParamsCache = createSearchParamsCache(stepsParsers);
