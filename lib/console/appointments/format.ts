import { formatDateTime } from "@/lib/console/time/format-time";

/**
 * Labels for appointments and orders, shared by server and client components. Times go through
 * the console's one time formatter (explicit locale and zone, the zone named), so the server's
 * render and the browser's hydration agree.
 */

/** "Nov 24, 2026, 10:00 AM EST"; an unknown zone falls back to UTC (and says so). */
export function formatInZone(iso: string | null, timeZone: string | null): string {
  if (!iso) return "Not scheduled yet";
  return formatDateTime(iso, timeZone);
}

/** "in_progress" → "In progress"; unknown values keep their spelling apart from underscores. */
export const humanize = (value: string) => {
  const text = value.replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const COLLECTION_METHOD_LABELS: Record<string, string> = {
  at_home_phlebotomy: "At-home draw",
  walk_in_test: "Walk-in",
  testkit: "Test kit",
  on_site_collection: "On-site collection",
};
export const collectionMethodLabel = (value: string) => COLLECTION_METHOD_LABELS[value] ?? value;

/** "12 s ago", "3 min ago" for the board's freshness line. */
export function agoText(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.floor(seconds))} s ago`;
  return `${Math.floor(seconds / 60)} min ago`;
}
