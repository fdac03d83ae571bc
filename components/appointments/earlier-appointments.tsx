import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { providerLabel } from "@/lib/console/appointments/provider-labels";
import { slotMoment } from "@/lib/console/appointments/slot-format";
import type { AppointmentRecord } from "@/lib/console/orders/appointment-record";
import { AppointmentTimeline } from "./appointment-timeline";
import { MergedStatusBadge } from "./merged-status-badge";

/**
 * Appointments this order had before its current one (cancelled, then booked again), each with its
 * own timeline and why it was cancelled, in the same words and on the same clock as the current
 * one. The service shows only the current appointment, so these come from what the console saw;
 * the note says so.
 */
export function EarlierAppointments({ appointments }: { appointments: readonly AppointmentRecord[] }) {
  if (appointments.length === 0) return null;
  return (
    <Card aria-labelledby="earlier-appointments-title" data-testid="earlier-appointments">
      <CardHeader>
        <CardTitle id="earlier-appointments-title">
          Earlier {appointments.length === 1 ? "appointment" : "appointments"}
        </CardTitle>
        <CardDescription>Replaced by a later booking; as this console last saw them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {appointments.map((a) => {
          const last = a.events.at(-1)?.status ?? null;
          return (
            <section key={a.id} aria-label={`Appointment ${a.id}`} className="flex flex-col gap-2 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <MergedStatusBadge status={a.status} eventStatus={last} />
                <span>{providerLabel(a.provider)}</span>
                <span className="text-muted-foreground">
                  {a.startAt ? slotMoment(a.startAt, a.endAt, a.timeZone) : "no slot was booked"}
                </span>
              </p>
              <AppointmentTimeline events={a.events} aria-label="Timeline" />
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
