"use client";

import { useViewerZone } from "@/components/time/viewer-zone";
import { formatInZone } from "@/lib/console/appointments/format";
import { slotMoment } from "@/lib/console/appointments/slot-format";

/**
 * Start and end on the viewer's clock, like every other time on the page; and the slot on the
 * patient's clock, labelled, when that shows other times: the one a caller agrees with the patient.
 */
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
  const patientSlot = slotMoment(startAt, endAt, zone);
  const differs = patientSlot !== slotMoment(startAt, endAt, viewer);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Start</dt>
      <dd data-testid="start-viewer-zone">{formatInZone(startAt, viewer)}</dd>
      <dt className="text-muted-foreground">End</dt>
      <dd>{formatInZone(endAt, viewer)}</dd>
      {differs ? (
        <>
          <dt className="text-muted-foreground">Patient&apos;s time</dt>
          <dd data-testid="start-appointment-zone">
            {patientSlot} <span className="text-muted-foreground">({zone})</span>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
