"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";

const noChanges = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * User's zone (fallback_time_zone, else UTC) or the viewer's own. The viewer's zone is only
 * known in the browser, so it is read after mount and written into the URL when chosen.
 */
export function TimeZoneSwitch({
  userZone,
  current,
  chosen,
  onChange,
}: {
  userZone: string | null;
  current: string;
  chosen: string | null;
  onChange: (tz: string | null) => void;
}) {
  const viewerZone = React.useSyncExternalStore(noChanges, browserZone, () => null);
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
          User’s ({own}
          {userZone ? "" : ", no zone on file"})
        </Button>
        <Button
          size="sm"
          variant={chosen ? "default" : "outline"}
          aria-pressed={Boolean(chosen)}
          disabled={!viewerZone}
          onClick={() => viewerZone && onChange(viewerZone)}
        >
          Mine ({chosen ?? viewerZone ?? "…"})
        </Button>
      </div>
      <span className="sr-only" aria-live="polite">
        Showing times in {current}
      </span>
    </div>
  );
}
