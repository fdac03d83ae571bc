"use client";

import { agoText } from "@/lib/console/appointments/format";
import { useFreshnessSeconds, type HeldFreshness } from "./use-board-polling";

/**
 * How fresh the board is: "Updated 12 s ago" (the last event or catch-up with the service), or
 * "Catching up with the service" while the console has not caught up lately (with how old what it
 * shows is, when it knows); a dot while live updates are connected. A fixed width: the text changes every second and must not re-wrap the row.
 */
export function BoardFreshnessLine({ freshness, live }: { freshness: HeldFreshness; live: boolean }) {
  const seconds = useFreshnessSeconds(freshness);
  const updated = seconds === null ? null : `updated ${agoText(seconds)}`;
  const text = freshness.value.catchingUp
    ? `Catching up with the service${updated ? ` (${updated})` : "…"}`
    : `Updated ${agoText(seconds ?? 0)}`;
  return (
    <span
      aria-live="off"
      data-testid="updated-ago"
      data-live={live || undefined}
      title={live ? "Live: rows change as the service reports them" : "Refreshed every 30 s"}
      className="inline-flex min-w-40 items-center gap-1.5 tabular-nums"
    >
      <span
        aria-hidden="true"
        className={live ? "size-2 rounded-full bg-success" : "size-2 rounded-full bg-muted-foreground/40"}
      />
      {text}
    </span>
  );
}
