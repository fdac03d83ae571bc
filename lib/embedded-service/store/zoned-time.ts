import { TZDate, tzOffset } from "@date-fns/tz";

/** Wall-clock arithmetic in an appointment's time zone, for slots and the lifecycle simulator. */
export const DEFAULT_ZONE = "America/New_York";

/** The zone when the runtime knows it, else the default one: a stored zone name may be anything. */
const knownZone = (tz: string) => (Number.isNaN(tzOffset(tz, new Date(0))) ? DEFAULT_ZONE : tz);

/** The calendar day an instant falls on in a zone (an unknown zone falls back to the default one). */
export function wallClock(at: Date, tz: string) {
  const local = new TZDate(at.getTime(), knownZone(tz));
  return { y: local.getFullYear(), m: local.getMonth() + 1, d: local.getDate() };
}

/**
 * The instant at which the zone's clock shows the given wall time. An hour that daylight saving
 * skips reads as the hour after the jump; one it repeats as its first occurrence.
 */
export function zonedToUtc(y: number, m: number, d: number, hour: number, tz: string): Date {
  return new Date(new TZDate(y, m - 1, d, hour, knownZone(tz)).getTime());
}

/** A calendar day as a UTC-midnight Date (only its date parts are meaningful). */
export const calendarDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
export const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;
export const isoDay = (day: Date) => day.toISOString().slice(0, 10);
