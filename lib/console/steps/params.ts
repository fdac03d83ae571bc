/*
 * The steps pages' search params, declared once: the pages read them on the server (and load
 * with them), the controls write them. From "nuqs/server", which carries no "use client"; the
 * parsers work in the browser too. A link therefore reproduces the chart exactly.
 */
import { createSearchParamsCache, parseAsArrayOf, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { GRANULARITIES } from "@/lib/console/steps/bucketing";
import { parseAsDay } from "@/lib/url-state/day-param";

export const RANGE_PRESETS = ["7d", "30d", "90d", "1y", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const PRESET_LABELS: Record<RangePreset, string> = {
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
  "1y": "1 year",
  custom: "Custom",
};

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
