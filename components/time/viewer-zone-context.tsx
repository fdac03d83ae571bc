"use client";

import * as React from "react";
import type { ViewerZone } from "@/lib/console/time/viewer-zone-shared";

/*
 * Only the context and its provider, apart from the hooks (viewer-zone.tsx): the provider sits in
 * the layout, so it is in every page's JavaScript, and it stays that small.
 */

export const ViewerZoneContext = React.createContext<ViewerZone>({ zone: null, source: "browser" });

/**
 * Hands every client component the zone the server rendered with: the member's preference, or
 * the browser zone reported at sign-in (reportBrowserZone).
 */
export function ViewerZoneProvider({ value, children }: { value: ViewerZone; children: React.ReactNode }) {
  return <ViewerZoneContext.Provider value={value}>{children}</ViewerZoneContext.Provider>;
}
