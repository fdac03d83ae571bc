"use client";

import { dateTimeTitle, formatDateTime } from "@/lib/console/time/format-time";
import { cn } from "@/lib/utils";
import { useViewerZone } from "./viewer-zone";

/**
 * A date and time in the viewer's zone, the zone named ("Mar 5, 2025, 2:22 PM EST"), or only the
 * calendar day in that zone where space is short (`dateOnly`). The full zone and the exact instant
 * show on hover. `zone` overrides the viewer's (an appointment shown in its own zone).
 */
export function DateTimeText({
  value,
  dateOnly,
  timeOnly,
  zone,
  className,
}: {
  value: string;
  dateOnly?: boolean;
  /** Only the time of day (with seconds and zone), for a column that prints the date apart. */
  timeOnly?: boolean;
  zone?: string | null;
  className?: string;
}) {
  const viewer = useViewerZone();
  const shown = zone ?? viewer;
  return (
    <time
      dateTime={value}
      title={dateTimeTitle(value, shown)}
      className={cn("whitespace-nowrap tabular-nums", className)}
    >
      {formatDateTime(value, shown, dateOnly ? "date" : timeOnly ? "time" : "datetime")}
    </time>
  );
}
