import type { Metadata } from "next";

import { EventsOverviewView } from "@/components/events/events-overview";
import { loadEventsOverview } from "@/lib/console/events/load";
import { audit } from "@/lib/console/audit/record";
import { guardPage } from "@/lib/console/guard";

export const metadata: Metadata = { title: "Service events" };

/** The service's events as this console received them, and a resend for an order the console missed. */
export default async function ServiceEventsPage() {
  const who = await guardPage("events.manage", { action: "events.view" });
  await audit(who, { action: "events.view", outcome: "ok" });
  const overview = await loadEventsOverview();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Service events</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">
          What the service told this console as orders, appointments and results changed: each delivery is checked
          against its signature, kept once however often it arrives, and processed in the background.
        </p>
      </header>
      <EventsOverviewView overview={overview} />
    </div>
  );
}
