"use client";

import * as React from "react";
import { FALLBACK_ZONE } from "@/lib/console/time/format-time";
import { BROWSER_ZONE_COOKIE, type ViewerZone } from "@/lib/console/time/viewer-zone-shared";

const ViewerZoneContext = React.createContext<ViewerZone>({ zone: null, source: "browser" });

const noSubscribe = () => () => {};
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A year: the cookie only saves the first page of a visit from being drawn in UTC. */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * Hands every client component the zone the server rendered with (the member's preference, or
 * the browser zone reported earlier), and tells the server this browser's zone for next time.
 */
export function ViewerZoneProvider({ value, children }: { value: ViewerZone; children: React.ReactNode }) {
  React.useEffect(() => {
    const zone = browserZone();
    if (!document.cookie.split("; ").includes(`${BROWSER_ZONE_COOKIE}=${encodeURIComponent(zone)}`)) {
      const secure = location.protocol === "https:" ? "; secure" : "";
      document.cookie = `${BROWSER_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax${secure}`;
    }
  }, []);
  return <ViewerZoneContext.Provider value={value}>{children}</ViewerZoneContext.Provider>;
}

/**
 * The zone this viewer reads times in: their saved preference, else their browser's. Never null.
 * Without a preference the server renders in the zone the browser last reported (UTC, named, on a
 * first visit), and hydration switches to the browser's zone as it is now (a laptop that travelled).
 */
export function useViewerZone(): string {
  const { zone, source } = React.useContext(ViewerZoneContext);
  const fromBrowser = React.useSyncExternalStore(noSubscribe, browserZone, () => null);
  if (source === "preference" && zone) return zone;
  return fromBrowser ?? zone ?? FALLBACK_ZONE;
}

/** Where the viewer's zone comes from, for controls that name it ("your preference" / "your browser"). */
export function useViewerZoneSource(): ViewerZone["source"] {
  return React.useContext(ViewerZoneContext).source;
}
