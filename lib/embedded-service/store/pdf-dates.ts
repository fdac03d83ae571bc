import { zipTimeZone } from "@/lib/geo";

/**
 * Dates as the service's documents print them: on the patient's local clock (from the ZIP of the
 * address the order was placed for), the zone named, as a lab prints a report for the patient's
 * own records. The service stands in for a remote one, so it keeps its own small formatter rather
 * than borrowing the console's.
 */
const FALLBACK = "UTC";

/** The IANA zone of a US address's ZIP ("12345" or "12345-6789"), or UTC when it has none. */
export const patientZone = (zip: string | null | undefined): string =>
  (zip ? zipTimeZone(zip.slice(0, 5)) : null) ?? FALLBACK;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string, withTime: boolean) {
  const key = `${zone}|${withTime}`;
  if (!formats.has(key)) {
    const time = withTime ? ({ hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const) : {};
    formats.set(
      key,
      new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "short", day: "numeric", ...time }),
    );
  }
  return formats.get(key)!;
}

/** "Sep 2, 2026, 9:37 AM EDT"; a bare day ("2026-09-02") stays as written; nothing prints as "—". */
export function printedTime(value: string | null | undefined, zone: string): string {
  if (!value) return "—";
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(zone, true).format(date);
}

/** "Sep 2, 2026": the calendar day of an instant on that clock. */
export function printedDay(value: string, zone: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(zone, false).format(date);
}
