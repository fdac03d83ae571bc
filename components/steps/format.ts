import type { Granularity } from "@/lib/console/steps/bucketing";

/** Bucket labels in the chart's zone; the same on server (table) and client (chart). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, granularity: Granularity | "long") {
  const key = `${zone}|${granularity}`;
  let f = formatters.get(key);
  if (!f) {
    const withTime = granularity === "raw" || granularity === "hour";
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: granularity === "long" ? "numeric" : undefined,
      month: "short",
      day: "numeric",
      hour: withTime ? "2-digit" : undefined,
      minute: withTime ? "2-digit" : undefined,
      hourCycle: "h23",
    });
    formatters.set(key, f);
  }
  return f;
}

export function bucketLabel(ms: number, zone: string, granularity: Granularity): string {
  const text = formatter(zone, granularity).format(ms);
  return granularity === "week" ? `Week of ${text}` : text;
}

/** The year of an instant on the zone's calendar, for labels that name a day without one. */
export const wallYear = (t: number, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric" }).format(t);

/** A bucket start as the zone's wall-clock time, "2026-03-08 14:00" (for the table and CSV). */
export function wallClock(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export const formatSteps = (n: number | null) => (n === null ? "—" : Math.round(n).toLocaleString("en-US"));
