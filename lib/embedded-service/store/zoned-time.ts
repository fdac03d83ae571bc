/** Wall-clock arithmetic in an appointment's time zone, for slots and the lifecycle simulator. */
export const DEFAULT_ZONE = "America/New_York";

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Wall-clock parts of an instant in a zone (an unknown zone falls back to the default one). */
export function wallClock(at: Date, tz: string) {
  let f = formatters.get(tz);
  if (!f) {
    const n = "numeric";
    const opts: Intl.DateTimeFormatOptions = {
      hourCycle: "h23",
      year: n,
      month: n,
      day: n,
      hour: n,
      minute: n,
      second: n,
    };
    try {
      f = new Intl.DateTimeFormat("en-US", { ...opts, timeZone: tz });
    } catch {
      f = new Intl.DateTimeFormat("en-US", { ...opts, timeZone: DEFAULT_ZONE });
    }
    formatters.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return {
    y: p.year!,
    m: p.month!,
    d: p.day!,
    utcOfWall: Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!),
  };
}

/** The UTC instant at which the zone's clock shows the given wall time (DST-safe to the hour). */
export function zonedToUtc(y: number, m: number, d: number, hour: number, tz: string): Date {
  const wall = Date.UTC(y, m - 1, d, hour);
  let t = wall - (wallClock(new Date(wall), tz).utcOfWall - wall);
  t = wall - (wallClock(new Date(t), tz).utcOfWall - t);
  return new Date(t);
}

/** A calendar day as a UTC-midnight Date (only its date parts are meaningful). */
export const calendarDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
export const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;
export const isoDay = (day: Date) => day.toISOString().slice(0, 10);
