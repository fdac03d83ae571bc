"use client";

import { useViewerZone } from "@/components/time/viewer-zone";
import { formatInZone } from "@/lib/console/appointments/format";

/** Start and end in the appointment's own zone, and in the viewer's when that differs. */
export function AppointmentTimes({
  startAt,
  endAt,
  timeZone,
}: {
  startAt: string | null;
  endAt: string | null;
  timeZone: string | null;
}) {
  const viewer = useViewerZone();
  if (!startAt)
    return <p className="text-sm text-muted-foreground">Not scheduled yet: the provider has not booked a slot.</p>;
  const zone = timeZone ?? "Etc/UTC";
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Start ({zone})</dt>
      <dd data-testid="start-appointment-zone">{formatInZone(startAt, zone)}</dd>
      <dt className="text-muted-foreground">End ({zone})</dt>
      <dd>{formatInZone(endAt, zone)}</dd>
      {viewer !== zone ? (
        <>
          <dt className="text-muted-foreground">Start (your time, {viewer})</dt>
          <dd data-testid="start-viewer-zone">{formatInZone(startAt, viewer)}</dd>
          <dt className="text-muted-foreground">End (your time, {viewer})</dt>
          <dd>{formatInZone(endAt, viewer)}</dd>
        </>
      ) : null}
    </dl>
  );
}
