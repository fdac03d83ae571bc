"use client";

import { useId } from "react";

import { Badge, type BadgeProps } from "@/components/ui/badge";
import { mergeStatus, rawStatusText } from "@/lib/console/appointments/merged-status";

const TONES: Record<string, BadgeProps["variant"]> = {
  pending: "secondary",
  reserved: "secondary",
  confirmed: "default",
  on_the_way: "warning",
  in_progress: "warning",
  completed: "success",
  cancelled: "destructive",
};

/**
 * One plain status for an appointment, with the service's two raw values in a tooltip. The
 * tooltip is CSS only (no script for one line of text): it shows on hover and on keyboard focus,
 * and is the badge's accessible description, so screen readers hear it too.
 */
export function MergedStatusBadge({ status, eventStatus }: { status: string | null; eventStatus: string | null }) {
  const merged = mergeStatus(status, eventStatus);
  const tipId = useId();
  const raw = rawStatusText(merged);
  return (
    <span className="group relative inline-flex" tabIndex={0} aria-describedby={tipId} data-status-key={merged.key}>
      {merged.raw ? (
        <Badge variant={TONES[merged.key] ?? "outline"} data-status={merged.raw.status}>
          {merged.label}
        </Badge>
      ) : (
        <span className="text-sm text-muted-foreground">{merged.label}</span>
      )}
      <span
        role="tooltip"
        id={tipId}
        className="invisible absolute top-full left-0 z-20 mt-1 rounded-md border bg-popover px-2 py-1 font-mono text-xs whitespace-nowrap text-popover-foreground shadow-md group-hover:visible group-focus-visible:visible"
      >
        {raw}
      </span>
    </span>
  );
}
