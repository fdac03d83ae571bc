import table from "./zip-time-zones.json";

/**
 * IANA time zone of a ZIP: its state's main zone, unless the ZIP's Census centroid lies in a zone
 * whose clock differs from it at some time of the year (Florida's panhandle, the Idaho panhandle,
 * the Navajo Nation, western North Dakota…). Those ZIPs, about a thousand, are listed in
 * zip-time-zones.json, generated from the full-resolution boundaries of timezone-boundary-builder
 * (geo-tz) by `npm run geo:zip-time-zones`; a unit test fails when the table and the library part.
 * A zone with the main zone's clock all year is named as the main zone (Louisville's clock is New
 * York's), so one state's ZIPs share a name wherever their clocks agree. An appointment's zone can
 * always be set explicitly; this is its default.
 */

/** Main zone per state and territory: the answer for every ZIP the table below does not list. */
export const STATE_ZONE: Record<string, string> = {
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

const ZONE_OF_ZIP = new Map<string, string>(
  Object.entries(table as Record<string, string[]>).flatMap(([zone, zips]) => zips.map((zip) => [zip, zone] as const)),
);

export function timeZoneOf(state: string, zip: string): string | null {
  const main = STATE_ZONE[state];
  return main ? (ZONE_OF_ZIP.get(zip) ?? main) : null;
}
