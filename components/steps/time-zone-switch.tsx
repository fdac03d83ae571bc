"use client";

import { useViewerZone } from "@/components/time/viewer-zone";
import { Button } from "@/components/ui/button";

/**
 * The user's zone (fallback_time_zone, else UTC; on /steps each user's own) or the viewer's: their
 * chosen preference, else their browser's. "Mine" writes that zone into the URL, so a link shows
 * the same buckets to whoever opens it.
 */
export function TimeZoneSwitch({
  userZone,
  ownLabel,
  current,
  chosen,
  onChange,
}: {
  userZone: string | null;
  /** Replaces "User’s (zone)" where there is no one user (the compare view). */
  ownLabel?: string;
  current: string;
  chosen: string | null;
  onChange: (tz: string | null) => void;
}) {
  const viewerZone = useViewerZone();
  const own = userZone ?? "UTC";
  return (
    <div role="group" aria-label="Time zone" className="flex flex-col gap-1">
      <span className="text-sm font-medium">Time zone</span>
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant={chosen ? "outline" : "default"}
          aria-pressed={!chosen}
          onClick={() => onChange(null)}
        >
          {ownLabel ?? `User’s (${own}${userZone ? "" : ", no zone on file"})`}
        </Button>
        <Button
          size="sm"
          variant={chosen ? "default" : "outline"}
          aria-pressed={Boolean(chosen)}
          onClick={() => onChange(viewerZone)}
        >
          Mine ({chosen ?? viewerZone})
        </Button>
      </div>
      <span className="sr-only" aria-live="polite">
        Showing times in {current}
      </span>
    </div>
  );
}
