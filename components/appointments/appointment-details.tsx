import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { providerLabel } from "@/lib/console/appointments/provider-labels";
import type { AppointmentView } from "@/lib/service/read/appointments";
import { AppointmentLocation } from "./appointment-location";
import { AppointmentTimeline } from "./appointment-timeline";
import { AppointmentTimes } from "./appointment-times";
import { RefreshButton } from "./refresh-button";
import { MergedStatusBadge } from "./merged-status-badge";

/**
 * One appointment as ops follow it: status, times, where, who, and its history. Its times are on
 * the viewer's clock like the rest of the page; the booked slot is given on the patient's too.
 */
export function AppointmentDetails({ appointment: a }: { appointment: AppointmentView }) {
  const zone = a.iana_timezone ?? "Etc/UTC";
  const facts: [string, React.ReactNode][] = [
    // One state in the board's words; the service's status and event status are in its tooltip.
    ["Status", <MergedStatusBadge key="s" status={a.status} eventStatus={a.event_status} />],
    ["Provider", providerLabel(a.provider)],
    [
      "Provider id",
      a.provider_id ? (
        <code key="p" className="font-mono text-xs select-all">
          {a.provider_id}
        </code>
      ) : (
        "—"
      ),
    ],
    [
      "External id",
      a.external_id ? (
        <code key="x" className="font-mono text-xs select-all">
          {a.external_id}
        </code>
      ) : (
        "—"
      ),
    ],
    ["Can reschedule", a.can_reschedule ? "Yes" : "No"],
    [
      "Appointment id",
      <code key="i" className="font-mono text-xs select-all">
        {a.id}
      </code>,
    ],
  ];
  return (
    <Card aria-labelledby="appointment-title" data-testid="appointment">
      <CardHeader>
        <CardTitle id="appointment-title">At-home appointment</CardTitle>
        <CardDescription>The booked slot is also shown in the patient&apos;s zone ({zone}).</CardDescription>
        <CardAction>
          <RefreshButton />
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] content-start items-center gap-x-4 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-4">
          <AppointmentTimes startAt={a.start_at} endAt={a.end_at} timeZone={a.iana_timezone ?? null} />
          <AppointmentLocation address={a.address} location={a.location} />
        </div>
        <div className="md:col-span-2">
          <h3 className="mb-1 text-sm font-medium">Notes</h3>
          <p className="text-sm whitespace-pre-wrap text-muted-foreground">{a.appointment_notes || "No notes."}</p>
        </div>
        <section aria-labelledby="timeline-title" className="md:col-span-2">
          <h3 id="timeline-title" className="mb-2 text-sm font-medium">
            Timeline
          </h3>
          <AppointmentTimeline events={a.events} data-testid="appointment-timeline" />
        </section>
      </CardContent>
    </Card>
  );
}
