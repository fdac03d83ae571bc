import tzLookup from "@photostructure/tz-lookup";
import { tzOffset } from "@date-fns/tz";

/**
 * IANA time zone from a state and a ZIP centroid: the centroid is looked up in the time-zone
 * boundaries of timezone-boundary-builder (through @photostructure/tz-lookup, a compact grid of
 * them). The grid is coarse near borders, so a centroid close to Canada or Mexico can land in a
 * foreign zone: a US ZIP then takes the nearest US zone. A zone that keeps the same clock as the
 * state's main zone all year is named as that zone (Louisville's clock is New York's), so one
 * state's ZIPs share a name wherever their clocks agree. An appointment's zone can always be set
 * explicitly; this is its default.
 */
type Point = { lat: number; lng: number };

/** Main zone per state and territory: the answer for a ZIP without a centroid. */
const STATE_ZONE: Record<string, string> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
  PR: "America/Puerto_Rico",
  VI: "America/St_Thomas",
  GU: "Pacific/Guam",
};

/** The zones of the United States and its territories, as tzdata's zone.tab lists them. */
const US_ZONES = new Set([
  "America/New_York",
  "America/Detroit",
  "America/Kentucky/Louisville",
  "America/Kentucky/Monticello",
  "America/Indiana/Indianapolis",
  "America/Indiana/Vincennes",
  "America/Indiana/Winamac",
  "America/Indiana/Marengo",
  "America/Indiana/Petersburg",
  "America/Indiana/Vevay",
  "America/Chicago",
  "America/Indiana/Tell_City",
  "America/Indiana/Knox",
  "America/Menominee",
  "America/North_Dakota/Center",
  "America/North_Dakota/New_Salem",
  "America/North_Dakota/Beulah",
  "America/Denver",
  "America/Boise",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "America/Juneau",
  "America/Sitka",
  "America/Metlakatla",
  "America/Yakutat",
  "America/Nome",
  "America/Adak",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
  "America/St_Thomas",
  "Pacific/Guam",
  "Pacific/Saipan",
  "Pacific/Pago_Pago",
]);

/** How far (in degrees) to look around a centroid the grid puts abroad, nearest first, in eight directions. */
const SEARCH_STEPS = [0.05, 0.1, 0.2, 0.4, 0.8];
const DIRECTIONS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
] as const;

function usZoneNear({ lat, lng }: Point): string | undefined {
  const here = tzLookup(lat, lng);
  if (US_ZONES.has(here)) return here;
  for (const step of SEARCH_STEPS) {
    for (const [dLat, dLng] of DIRECTIONS) {
      const zone = tzLookup(lat + dLat * step, lng + dLng * step);
      if (US_ZONES.has(zone)) return zone;
    }
  }
  return undefined;
}

// Offsets in January and July: two zones that agree on both keep the same clock all year.
const SEASONS = [new Date(Date.UTC(2026, 0, 15)), new Date(Date.UTC(2026, 6, 15))];
const sameClock = (a: string, b: string) => SEASONS.every((at) => tzOffset(a, at) === tzOffset(b, at));

export function timeZoneOf(state: string, at: Point | null): string | null {
  const main = STATE_ZONE[state];
  if (!main) return null;
  const zone = at ? usZoneNear(at) : undefined;
  return zone && !sameClock(zone, main) ? zone : main;
}
