import "server-only";
import type { PscLocationView } from "@/lib/service/read/psc";
import { formatHours, type FormattedHours } from "@/lib/console/psc/hours";
import { zipLocation } from "@/lib/geo";

/**
 * One service center as the page shows it: the service's fields flattened, a stable id for
 * selection links, and the ZIP centroid the marker is drawn at (null when the ZIP has none).
 */
export type PscResult = {
  id: string;
  name: string;
  firstLine: string;
  secondLine: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  fax: string;
  /**
   * Formatted here, on the server (lib/console/psc/hours.ts): checking the service's weekly shape
   * takes the contract schema, and the browser need not load zod to print opening hours.
   */
  hours: FormattedHours;
  /** Miles, two decimals, whether the service sent a number or a string. */
  distance: string;
  capabilities: string[];
  /** The lab's code for the center, when the service gives one. */
  siteCode: string | null;
  billTypes: string[];
  location: { lat: number; lng: number } | null;
};

/**
 * The service gives centers no id. A short FNV-1a hash of name and address is stable across
 * searches (the same center keeps its `selected=` link at any radius) and reveals nothing.
 */
export function pscIdOf(m: Pick<PscLocationView, "name" | "firstLine" | "secondLine" | "zipCode">): string {
  let h = 0x811c9dc5;
  for (const ch of `${m.name}|${m.firstLine}|${m.secondLine}|${m.zipCode}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return `psc-${(h >>> 0).toString(36)}`;
}

/**
 * The page's centers. A center is drawn at its own coordinates when the service sends them (the
 * real service does), else at its ZIP's centroid.
 */
export function toPscResults(locations: readonly PscLocationView[]): PscResult[] {
  const seen = new Map<string, number>();
  return locations.map((m) => {
    // Two centers at one address would share a hash; a suffix keeps ids unique within a list.
    const base = pscIdOf(m);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return {
      id: n === 0 ? base : `${base}-${n}`,
      name: m.name,
      firstLine: m.firstLine,
      secondLine: m.secondLine,
      city: m.city,
      state: m.state,
      zip: m.zipCode,
      phone: m.phone,
      fax: m.fax,
      hours: formatHours(m.hours),
      distance: m.distance.toFixed(2),
      capabilities: m.capabilities,
      siteCode: m.siteCode,
      billTypes: m.billTypes,
      location: m.location ? { lat: m.location.lat, lng: m.location.lng } : zipLocation(m.zipCode.trim().slice(0, 5)),
    };
  });
}
