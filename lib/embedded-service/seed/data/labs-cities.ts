/** One real area code per state, for fictional 555-01xx numbers (reserved for fiction). */
export const STATE_AREA_CODES: Record<string, string> = {
  AL: "205", AK: "907", AZ: "602", AR: "501", CA: "213", CO: "303", CT: "860", DE: "302", DC: "202", FL: "305",
  GA: "404", HI: "808", ID: "208", IL: "312", IN: "317", IA: "515", KS: "316", KY: "502", LA: "504", ME: "207",
  MD: "410", MA: "617", MI: "313", MN: "612", MS: "601", MO: "314", MT: "406", NE: "402", NV: "702", NH: "603",
  NJ: "201", NM: "505", NY: "212", NC: "704", ND: "701", OH: "614", OK: "405", OR: "503", PA: "215", RI: "401",
  SC: "803", SD: "605", TN: "615", TX: "214", UT: "801", VT: "802", VA: "804", WA: "206", WV: "304", WI: "414",
  WY: "307", PR: "787", VI: "340", GU: "671",
};

/**
 * The largest US metropolitan areas by a central ZIP code and their approximate population in
 * millions (Census metro estimates, rounded). Service centers cluster where people live, so the
 * seeded network is drawn mostly around these; the weight only needs to be roughly right.
 */
export const METROS: readonly (readonly [zip: string, millions: number])[] = [
  ["10001", 19.5], ["90012", 13.0], ["60601", 9.4], ["75201", 7.6], ["77002", 7.1], ["20001", 6.3],
  ["19103", 6.2], ["33130", 6.1], ["30303", 6.1], ["85004", 4.9], ["02108", 4.9], ["94103", 4.7],
  ["92501", 4.6], ["48226", 4.4], ["98101", 4.0], ["55401", 3.7], ["92101", 3.3], ["33602", 3.2],
  ["80202", 3.0], ["21201", 2.8], ["63101", 2.8], ["32801", 2.7], ["28202", 2.7], ["78205", 2.6],
  ["97205", 2.5], ["95814", 2.4], ["15222", 2.4], ["78701", 2.4], ["89101", 2.3], ["45202", 2.3],
  ["64106", 2.2], ["43215", 2.1], ["46204", 2.1], ["44113", 2.1], ["95113", 2.0], ["37203", 2.0],
  ["23510", 1.8], ["02903", 1.7], ["53202", 1.6], ["32202", 1.6], ["73102", 1.4], ["27601", 1.4],
  ["38103", 1.3], ["23219", 1.3], ["70112", 1.3], ["40202", 1.3], ["84101", 1.2], ["06103", 1.2],
  ["14202", 1.1], ["35203", 1.1], ["14604", 1.1], ["96813", 1.0], ["74103", 1.0], ["85701", 1.0],
  ["68102", 1.0], ["79901", 0.87], ["87102", 0.9], ["37902", 0.9], ["83702", 0.8], ["29201", 0.8],
  ["94612", 0.8], ["99501", 0.4], ["62701", 0.2],
];

/** How far from the metro's central ZIP its centers spread: wider for bigger metros. */
export const metroRadiusMiles = (millions: number) => 12 + 4 * Math.sqrt(millions);
