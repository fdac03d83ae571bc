import { addDaysToKey, dayStart } from "@/lib/console/steps/calendar";

/**
 * A from/to pair of calendar days (YYYY-MM-DD) as the instants a date filter compares with, the
 * days being the viewer's own: `from` starts at midnight of its day in the zone, `to` runs through
 * the last millisecond of its day there. A day is whatever that zone's clocks say, so a DST change
 * day lasts 23 or 25 hours. ISO strings, as the stored timestamps are, so they compare as text.
 */
export function zoneDayBounds(
  from: string | null | undefined,
  to: string | null | undefined,
  zone: string,
): { from?: string; to?: string } {
  return {
    from: from ? new Date(dayStart(from, zone)).toISOString() : undefined,
    to: to ? new Date(dayStart(addDaysToKey(to, 1), zone) - 1).toISOString() : undefined,
  };
}
