import "server-only";
import type { LabLocation } from "@/lib/contract/psc";
import { formatHours, type FormattedHours } from "@/components/psc/hours";
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
   * Formatted here, on the server (components/psc/hours): checking the service's weekly shape
   * takes the contract schema, and the browser need not load zod to print opening hours.
   */
  hours: FormattedHours;
  distance: string;
  capabilities: string[];
  location: { lat: number; lng: number } | null;
};

/**
 * The service gives centers no id. A short FNV-1a hash of name and address is stable across
 * searches (the same center keeps its `selected=` link at any radius) and reveals nothing.
 */
export function pscIdOf(m: Pick<LabLocation["metadata"], "name" | "first_line" | "second_line" | "zip_code">): string {
  let h = 0x811c9dc5;
  for (const ch of `${m.name}|${m.first_line}|${m.second_line}|${m.zip_code}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return `psc-${(h >>> 0).toString(36)}`;
}

export function toPscResults(locations: readonly LabLocation[]): PscResult[] {
  const seen = new Map<string, number>();
  return locations.map((loc) => {
    const m = loc.metadata;
    // Two centers at one address would share a hash; a suffix keeps ids unique within a list.
    const base = pscIdOf(m);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return {
      id: n === 0 ? base : `${base}-${n}`,
      name: m.name,
      firstLine: m.first_line,
      secondLine: m.second_line,
      city: m.city,
      state: m.state,
      zip: m.zip_code,
      phone: m.phone_number,
      fax: m.fax_number,
      hours: formatHours(m.hours),
      distance: loc.distance,
      capabilities: loc.capabilities,
      location: zipLocation(m.zip_code.trim().slice(0, 5)),
    };
  });
}
