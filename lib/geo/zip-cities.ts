import { createRequire } from "node:module";
import path from "node:path";
import { distanceMiles, zipLocation, zipState, type LatLng } from "./index";
import { processSingleton } from "@/lib/process-singleton";

/**
 * The city of a ZIP code, from the `zipcodes` package's table (city, state and a point per ZIP).
 * Addresses made up for demo data must read true: a center in 07030 is in Hoboken, not in Newark
 * because 070 is Newark's sectional center.
 */
type ZipCity = { city: string; state: string; latitude: number; longitude: number };

/**
 * ~5 MB of JavaScript: loaded on first use from the project root, so no bundle copies it, and once
 * per process, however many copies of this module Next.js loads.
 */
function table(): Record<string, ZipCity> {
  return processSingleton("zipCities", () => {
    const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
    return (requireFromRoot("zipcodes/lib/codes") as { codes: Record<string, ZipCity> }).codes;
  });
}

/** How far the two tables' points for one ZIP may lie apart and still describe the same place. */
export const ZIP_TABLES_AGREE_MILES = 3;

/** The ZIP's city and state, or null when the ZIP has no city entry. */
export function zipCity(zip: string): { city: string; state: string; at: LatLng } | null {
  const entry = table()[zip];
  return entry ? { city: entry.city, state: entry.state, at: { lat: entry.latitude, lng: entry.longitude } } : null;
}

/**
 * A ZIP an address can honestly be made up for: its city is known, and the city table agrees with
 * the centroid table on where the ZIP is and in which state (PO-box ZIPs and renumbered areas
 * disagree, and are left out rather than given a city that may be miles away).
 */
export function placeableZip(zip: string): { city: string; state: string } | null {
  const named = zipCity(zip);
  const centroid = zipLocation(zip);
  if (!named || !centroid || zipState(zip) !== named.state) return null;
  return distanceMiles(named.at, centroid) <= ZIP_TABLES_AGREE_MILES ? { city: named.city, state: named.state } : null;
}
