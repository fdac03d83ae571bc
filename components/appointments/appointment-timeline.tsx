import type { ComponentProps } from "react";

import { DateTimeText } from "@/components/time/date-time-text";
import { appointmentEventLabel } from "@/lib/console/appointments/merged-status";

type TimelineEvent = { created_at: string; status: string; data: Record<string, unknown> | null };

/**
 * An appointment's events, oldest first: the state each moved the draw into, when (on the
 * viewer's clock, like the rest of the page), and what it says. The current appointment and the
 * ones it replaced read alike.
 */
export function AppointmentTimeline({
  events,
  ...list
}: { events: readonly TimelineEvent[] } & Omit<ComponentProps<"ol">, "children">) {
  return (
    <ol className="relative flex flex-col gap-3 border-l pl-4" {...list}>
      {events.map((e, i) => (
        <li key={`${e.created_at}-${i}`} className="relative text-sm">
          {/* A ring in the primary colour: a hairline border on the page colour vanished in the dark theme. */}
          <span
            className="absolute top-1 -left-[1.43rem] size-3 rounded-full border-2 border-primary bg-card"
            aria-hidden="true"
          />
          <span className="font-medium" data-event-status={e.status}>
            {appointmentEventLabel(e.status)}
          </span>{" "}
          <DateTimeText value={e.created_at} className="text-muted-foreground" />
          <EventDetail data={e.data} />
        </li>
      ))}
    </ol>
  );
}

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);

/**
 * What an event's data says, where it says it: a move (the slot it left and the one it took), a
 * cancellation's reason and notes. Data the service shapes otherwise is simply not shown.
 */
function EventDetail({ data }: { data: Record<string, unknown> | null }) {
  const moved = text(data?.previous_start_at);
  const to = text(data?.start_at);
  const reason = text(data?.cancellation_reason);
  const notes = text(data?.notes);
  if (!moved && !reason && !notes) return null;
  return (
    <p className="text-muted-foreground">
      {moved ? (
        <>
          Moved from <DateTimeText value={moved} />
          {to ? (
            <>
              {" "}
              to <DateTimeText value={to} />
            </>
          ) : null}
        </>
      ) : null}
      {reason}
      {reason && notes ? " · " : null}
      {notes}
    </p>
  );
}
