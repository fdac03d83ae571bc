/**
 * IANA time zone from a state and a ZIP centroid. Most states lie in one zone; for the states a
 * zone line crosses, the centroid is compared with a coarse outline of the line (county level,
 * good to a county or two, not a survey). Boundary ZIPs can come out on the wrong side; that is
 * acceptable for a default (an appointment's zone can always be set explicitly).
 */
type Point = { lat: number; lng: number };

const STATE_ZONE: Record<string, string> = {
  AL: "America/Chicago", AK: "America/Anchorage", AZ: "America/Phoenix", AR: "America/Chicago",
  CA: "America/Los_Angeles", CO: "America/Denver", CT: "America/New_York", DE: "America/New_York",
  DC: "America/New_York", FL: "America/New_York", GA: "America/New_York", HI: "Pacific/Honolulu",
  ID: "America/Boise", IL: "America/Chicago", IN: "America/Indiana/Indianapolis", IA: "America/Chicago",
  KS: "America/Chicago", KY: "America/New_York", LA: "America/Chicago", ME: "America/New_York",
  MD: "America/New_York", MA: "America/New_York", MI: "America/Detroit", MN: "America/Chicago",
  MS: "America/Chicago", MO: "America/Chicago", MT: "America/Denver", NE: "America/Chicago",
  NV: "America/Los_Angeles", NH: "America/New_York", NJ: "America/New_York", NM: "America/Denver",
  NY: "America/New_York", NC: "America/New_York", ND: "America/Chicago", OH: "America/New_York",
  OK: "America/Chicago", OR: "America/Los_Angeles", PA: "America/New_York", RI: "America/New_York",
  SC: "America/New_York", SD: "America/Chicago", TN: "America/Chicago", TX: "America/Chicago",
  UT: "America/Denver", VT: "America/New_York", VA: "America/New_York", WA: "America/Los_Angeles",
  WV: "America/New_York", WI: "America/Chicago", WY: "America/Denver",
  PR: "America/Puerto_Rico", VI: "America/St_Thomas", GU: "Pacific/Guam",
};

/** Per split state: the zone for the centroid, or undefined to keep the state's default zone. */
const SPLITS: Record<string, (p: Point) => string | undefined> = {
  // East Tennessee (Knoxville, Tri-Cities, Chattanooga) is Eastern; Cumberland Plateau westwards Central.
  TN: ({ lat, lng }) => (lng > -84.95 || (lat < 35.25 && lng > -85.45) ? "America/New_York" : undefined),
  // Western Kentucky is Central; Louisville, Lexington and the east are Eastern (Meade Co. too).
  KY: ({ lat, lng }) => {
    const meade = lat > 37.8 && lng > -86.35;
    const west = (lng < -86.0 && !meade) || (lat < 37.3 && lng < -85.0);
    return west ? "America/Chicago" : undefined;
  },
  // Chicago's Indiana suburbs (Lake, Porter, LaPorte, Jasper, Newton, Starke) and the Evansville area.
  IN: ({ lat, lng }) => {
    const northwest = (lat > 40.75 && lng < -86.9) || (lat > 41.2 && lng < -86.5);
    const southwest = lat < 38.45 && lng < -86.6 && !(lat > 38.2 && lng > -87.1);
    return northwest || southwest ? "America/Chicago" : undefined;
  },
  // The Upper Peninsula counties bordering Wisconsin (Gogebic, Iron, Dickinson, Menominee).
  MI: ({ lat, lng }) => (lat > 45 && lat < 46.6 && lng < -87.5 ? "America/Menominee" : undefined),
  // Panhandle west of the Apalachicola River is Central, except coastal Gulf County.
  FL: ({ lat, lng }) => (lat > 29.6 && lng < -85.0 && !(lat < 29.95 && lng > -85.4) ? "America/Chicago" : undefined),
  // El Paso and Hudspeth counties keep Mountain time.
  TX: ({ lng }) => (lng < -104.9 ? "America/Denver" : undefined),
  // South-western North Dakota (Dickinson, Bowman, Grant, Sioux) is Mountain.
  ND: ({ lat, lng }) => ((lat < 46.95 && lng < -101.05) || (lng < -102.0 && lat < 48.0) ? "America/Denver" : undefined),
  // West River South Dakota (Rapid City) is Mountain.
  SD: ({ lng }) => (lng < -101.0 ? "America/Denver" : undefined),
  // The Nebraska Panhandle and Sandhills west (Scottsbluff, Ogallala) are Mountain.
  NE: ({ lat, lng }) => (lat > 41.0 && lng < -101.3 ? "America/Denver" : undefined),
  // Sherman, Wallace, Greeley and Hamilton counties are Mountain.
  KS: ({ lat, lng }) => (lat > 37.74 && lng < -101.4 ? "America/Denver" : undefined),
  // The Idaho panhandle north of the Salmon River is Pacific.
  ID: ({ lat }) => (lat > 45.45 ? "America/Los_Angeles" : undefined),
  // Most of Malheur County (Ontario) is Mountain.
  OR: ({ lat, lng }) => (lng > -117.8 && lat > 42.4 && lat < 44.5 ? "America/Boise" : undefined),
  // Western Aleutians keep Hawaii–Aleutian time; the south-east panhandle has its own IANA zone.
  AK: ({ lng }) => (lng < -169.5 ? "America/Adak" : lng > -141 ? "America/Juneau" : undefined),
};

export function timeZoneOf(state: string, at: Point | null): string | null {
  const zone = STATE_ZONE[state];
  if (!zone) return null;
  const split = at ? SPLITS[state] : undefined;
  return (split && at && split(at)) || zone;
}
