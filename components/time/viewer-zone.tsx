"use client";

import * as React from "react";
import { FALLBACK_ZONE, type ViewerZone } from "@/lib/console/time/viewer-zone-shared";
import { ViewerZoneContext } from "./viewer-zone-context";

const noSubscribe = () => () => {};
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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
