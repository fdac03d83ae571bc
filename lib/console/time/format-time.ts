import { FALLBACK_ZONE } from "./viewer-zone-shared";

/**
 * Dates and times as the console shows them to a person: in one named zone (the viewer's, or an
 * appointment's own), with that zone said next to the time, so "14:05" is never ambiguous. Pure
 * and deterministic (a fixed locale, an explicit zone): the server's render and the browser's
 * hydration produce the same text.
 */

export type TimeStyle = "datetime" | "date" | "time";

// Only zones that work are kept: a zone can come from a cookie, and a cache of every string a
// client ever sent would grow without end.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, style: TimeStyle): Intl.DateTimeFormat | null {
  const key = `${zone}|${style}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  let f: Intl.DateTimeFormat;
  try {
    // dateStyle/timeStyle cannot be combined with timeZoneName, hence the separate parts.
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      ...(style === "time" ? {} : { year: "numeric", month: "short", day: "numeric" }),
      ...(style === "date" ? {} : { hour: "numeric", minute: "2-digit", timeZoneName: "short" }),
      // The time alone stands where seconds matter (the audit log), its date printed beside it.
      ...(style === "time" ? { second: "2-digit" } : {}),
    });
  } catch {
    return null;
  }
  formatters.set(key, f);
  return f;
}

/** True when this runtime can show times in the zone (an IANA name, any case, or "UTC"). */
export function isKnownZone(zone: string | null | undefined): zone is string {
  return Boolean(zone) && formatter(zone!, "date") !== null;
}

/** The zone that will really be used: the one given when known, else UTC. */
export const usableZone = (zone: string | null | undefined): string => (isKnownZone(zone) ? zone : FALLBACK_ZONE);

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/**
 * "Nov 24, 2026, 10:00 AM EST": the date and time in the zone, with the zone's short name as that
 * instant has it (EST or EDT either side of a DST change; "GMT+9" where English has no name).
 * `date` style gives "Nov 24, 2026", the calendar day in that zone; `time` gives "10:00:05 AM EST"
 * (with seconds: it stands beside its date where the exact moment matters, as in the audit log).
 * An unknown zone is shown in UTC, which the text then names; an unparseable value is returned
 * as given.
 */
export function formatDateTime(value: string | number | Date, zone: string | null, style: TimeStyle = "datetime") {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(usableZone(zone), style)!.format(date);
}

/** The zone's short name at that instant, e.g. "EDT", "GMT+5:30", "UTC". */
export function zoneAbbreviation(value: string | number | Date, zone: string | null): string {
  const date = toDate(value);
  const parts = formatter(usableZone(zone), "datetime")!.formatToParts(Number.isNaN(date.getTime()) ? 0 : date);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? usableZone(zone);
}

/** A hover text naming the full zone and the exact instant: "America/New_York · 2026-11-24T15:00:00.000Z". */
export function dateTimeTitle(value: string | number | Date, zone: string | null): string {
  const date = toDate(value);
  const instant = Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
  return `${usableZone(zone)} · ${instant}`;
}
