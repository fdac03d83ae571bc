/*
 * Opening hours for people: one line per weekday from the service's weekly shape
 * ({monday: [{open, close}], ...}, an empty list meaning closed). Hours the service leaves out
 * are "not published"; a shape this console does not know is shown as sent rather than dropped.
 */
import { pscWeeklyHours, WEEKDAYS } from "@/lib/contract/psc";

export type HoursLine = { day: string; text: string };
export type FormattedHours =
  { kind: "weekly"; lines: HoursLine[] } | { kind: "unpublished" } | { kind: "raw"; text: string };

const DAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
  sunday: "Sun",
};

/** "07:30" → "7:30 AM", "12:00" → "12:00 PM", "00:00" → "12:00 AM". */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h < 12 ? "AM" : "PM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

export function formatHours(hours: unknown): FormattedHours {
  if (hours === null || hours === undefined) return { kind: "unpublished" };
  const weekly = pscWeeklyHours.safeParse(hours);
  if (!weekly.success) {
    const text = typeof hours === "string" ? hours : JSON.stringify(hours);
    return text.trim() ? { kind: "raw", text } : { kind: "unpublished" };
  }
  return {
    kind: "weekly",
    lines: WEEKDAYS.map((day) => {
      const intervals = weekly.data[day];
      const text = intervals.length
        ? intervals.map((i) => `${formatClock(i.open)} – ${formatClock(i.close)}`).join(", ")
        : "Closed";
      return { day: DAY_LABELS[day], text };
    }),
  };
}
