import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { REFUSAL_LABELS } from "@/lib/console/events/refusals";
import { OVERVIEW_HOURS, type EventsOverview } from "@/lib/console/events/load";
import { labelOr } from "@/lib/labels";
import { EventTable } from "./event-table";
import { ResendForm } from "./resend-form";

const SECRET_TEXT = {
  configured: "Signing secret from SERVICE_WEBHOOK_SECRET",
  generated: "Signing secret generated in the data directory, shared with the embedded service",
  missing: "SERVICE_WEBHOOK_SECRET is not set: deliveries are refused",
} as const;

function Figure({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString("en-US")}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** The page's body: receiving, figures, refusals, the newest event per type, recent deliveries, failures, resend. */
export function EventsOverviewView({ overview }: { overview: EventsOverview }) {
  const { counts, refusals, receiving } = overview;
  const refused = Object.entries(refusals).filter(([, n]) => n > 0);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Deliveries</h2>
          </CardTitle>
          <CardDescription>
            Received at <code className="font-mono">{receiving.path}</code>.{" "}
            <span className={receiving.secret === "missing" ? "font-medium text-destructive" : undefined}>
              {SECRET_TEXT[receiving.secret]}.
            </span>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Delivery figures">
            <Figure
              label={`Received, last ${OVERVIEW_HOURS} h`}
              value={counts.receivedSince}
              hint={`${counts.received.toLocaleString("en-US")} in all`}
            />
            <Figure label="Processed" value={counts.processed} />
            <Figure label="Waiting" value={counts.pending} />
            <Figure label="Failed" value={counts.failed} />
            <Figure label="Repeats ignored" value={counts.duplicates} />
            <Figure label={`Refused, last ${OVERVIEW_HOURS} h`} value={refused.reduce((n, [, c]) => n + c, 0)} />
          </dl>
          {refused.length > 0 ? (
            <p className="text-sm text-muted-foreground" data-refusals>
              Refused before anything was stored:{" "}
              {refused.map(([reason, n]) => `${labelOr(REFUSAL_LABELS, reason)} ${n}`).join(", ")}.
            </p>
          ) : null}
        </CardContent>
      </Card>
      <section aria-labelledby="last-per-type" className="flex flex-col gap-2">
        <h2 id="last-per-type" className="text-lg font-semibold">
          Last event of each type
        </h2>
        <EventTable label="Last event of each type" events={overview.lastPerType} empty="No event has arrived yet." />
      </section>
      <section aria-labelledby="resend" className="flex flex-col gap-2">
        <h2 id="resend" className="text-lg font-semibold">
          Ask the service to resend
        </h2>
        <ResendForm />
      </section>
      <section aria-labelledby="failures" className="flex flex-col gap-2">
        <h2 id="failures" className="text-lg font-semibold">
          Processing failures
        </h2>
        <EventTable label="Processing failures" events={overview.failures} empty="No event has failed." />
      </section>
      <section aria-labelledby="recent" className="flex flex-col gap-2">
        <h2 id="recent" className="text-lg font-semibold">
          Latest deliveries
        </h2>
        <EventTable label="Latest deliveries" events={overview.recent} empty="No event has arrived yet." />
      </section>
    </>
  );
}
