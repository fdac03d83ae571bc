import type { Granularity } from "@/lib/console/steps/bucketing";
import { TZDate } from "@date-fns/tz";

/** Bucket labels in the chart's zone ("Mar 2", "Week of Mar 2", "Mar 2026"); the same on server (table) and client (chart). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, granularity: Granularity | "long") {
  const key = `${zone}|${granularity}`;
  let f = formatters.get(key);
  if (!f) {
    const withTime = granularity === "raw" || granularity === "hour";
    const month = granularity === "month";
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: granularity === "long" || month ? "numeric" : undefined,
      month: "short",
      day: month ? undefined : "numeric",
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

/** A bucket start as the zone's wall-clock time, "2026-03-08 14:00" (for the table and CSV). */
export function wallClock(ms: number, zone: string): string {
  const at = new TZDate(ms, zone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

export const formatSteps = (n: number | null) => (n === null ? "—" : Math.round(n).toLocaleString("en-US"));
