import { TZDate } from "@date-fns/tz";

/**
 * Calendar arithmetic in a named time zone, kept pure (no server-only) so the bucketing rules are
 * unit-tested without a service. Every edge is an absolute instant (epoch ms); a calendar day is
 * whatever that zone's clocks say, so DST days are 23 or 25 hours long.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** True when Intl knows the zone (IANA name or "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "YYYY-MM-DD" → [year, month 0-11, day]; the key must already be a valid YYYY-MM-DD. */
function parts(key: string): [number, number, number] {
  return [Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10))];
}

/** Midnight that starts a calendar day in the zone. TZDate rolls 24:00 / day 32 over correctly. */
export function dayStart(key: string, zone: string): number {
  const [y, m, d] = parts(key);
  return new TZDate(y, m, d, zone).getTime();
}

/** The calendar day (in the zone) an instant falls on. */
export function dayKeyOf(ms: number, zone: string): string {
  const d = new TZDate(ms, zone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Pure calendar step; no zone involved because calendar dates do not have DST. */
export function addDaysToKey(key: string, days: number): string {
  const [y, m, d] = parts(key);
  const u = new Date(Date.UTC(y, m, d + days));
  return `${u.getUTCFullYear()}-${pad(u.getUTCMonth() + 1)}-${pad(u.getUTCDate())}`;
}

/** Whole calendar days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm, td) - Date.UTC(fy, fm, fd)) / 86_400_000) + 1;
}

/** ISO weekday of a calendar day: Monday 1 … Sunday 7. */
export function isoWeekday(key: string): number {
  const [y, m, d] = parts(key);
  return ((new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7) + 1;
}

/** The calendar days of [from, to] with the instant each one starts, plus the instant after `to`. */
export function calendarDays(from: string, to: string, zone: string): { keys: string[]; edges: number[] } {
  const keys: string[] = [];
  const edges: number[] = [];
  for (let key = from, i = 0; i < 10_000; key = addDaysToKey(key, 1), i++) {
    keys.push(key);
    edges.push(dayStart(key, zone));
    if (key === to) break;
  }
  edges.push(dayStart(addDaysToKey(to, 1), zone));
  return { keys, edges };
}
