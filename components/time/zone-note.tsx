"use client";

import Link from "next/link";

import { cn } from "@/lib/utils";
import { useViewerZone, useViewerZoneSource } from "./viewer-zone";

/**
 * Names, once for a whole page, the zone its times are shown in: the viewer's, which every time
 * on the page follows (DateTimeText), so a reader never has to guess which clock a time is on.
 * A page that also shows a time on another clock (an appointment in the patient's zone) labels
 * that one where it stands.
 */
export function ZoneNote({ className }: { className?: string }) {
  const zone = useViewerZone();
  const source = useViewerZoneSource();
  return (
    <p className={cn("text-sm text-muted-foreground", className)} data-testid="zone-note">
      Times in <strong className="font-medium text-foreground">{zone}</strong> (
      {source === "preference" ? "your choice" : "your browser’s zone"}
      ).{" "}
      <Link href="/preferences" className="underline underline-offset-2 hover:text-foreground">
        Change
      </Link>
    </p>
  );
}
