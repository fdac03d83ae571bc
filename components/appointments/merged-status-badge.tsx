"use client";

import { useId } from "react";

import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useViewportTooltip } from "@/components/ui/viewport-tooltip";
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
 * One plain status for an appointment, with the service's two raw values in a tooltip. CSS shows
 * the tooltip on hover and on keyboard focus; a few lines of script place it in the viewport, out
 * of the table's scrolling box that would clip it. It is the badge's accessible description, so
 * screen readers hear it too.
 */
export function MergedStatusBadge({ status, eventStatus }: { status: string | null; eventStatus: string | null }) {
  const merged = mergeStatus(status, eventStatus);
  const tipId = useId();
  const raw = rawStatusText(merged);
  const { tipRef, triggerProps } = useViewportTooltip<HTMLSpanElement>();
  return (
    <span
      className="group inline-flex"
      tabIndex={0}
      aria-describedby={tipId}
      data-status-key={merged.key}
      {...triggerProps}
    >
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
        ref={tipRef}
        className="invisible fixed z-50 w-max max-w-[calc(100vw-1rem)] rounded-md border bg-popover px-2 py-1 font-mono text-xs break-words text-popover-foreground shadow-md group-hover:visible group-focus-visible:visible"
      >
        {raw}
      </span>
    </span>
  );
}
