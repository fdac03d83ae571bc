import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { DateTimeText } from "@/components/time/date-time-text";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { eventStateLabel, eventTypeLabel } from "@/lib/console/events/labels";
import type { EventView } from "@/lib/console/events/load";

const STATE_BADGE = { processed: "success", pending: "outline", failed: "destructive" } as const;

/** A list of received events: type, order, what it said, when it happened and arrived, how it fared. */
export function EventTable({ label, events, empty }: { label: string; events: EventView[]; empty: string }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label={label} cards>
        <TableHeader>
          <TableRow>
            <TableHead>Event</TableHead>
            <TableHead>Order</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Happened</TableHead>
            <TableHead>Received</TableHead>
            <TableHead>Processing</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} className="py-6 text-center text-muted-foreground">
                {empty}
              </TableCell>
            </TableRow>
          ) : null}
          {events.map((e) => (
            <TableRow key={e.id} data-event-id={e.id} data-event-type={e.type}>
              <TableCell data-label="Event">
                <span className="font-medium">{eventTypeLabel(e.type)}</span>
                <span className="block font-mono text-xs text-muted-foreground">{e.type}</span>
              </TableCell>
              <TableCell data-label="Order">
                {e.orderId ? (
                  <Link
                    href={`/orders/${e.orderId}`}
                    prefetch={false}
                    className="font-mono text-xs text-primary hover:underline"
                    title={e.orderId}
                  >
                    {e.orderId.slice(0, 8)}
                  </Link>
                ) : (
                  "—"
                )}
              </TableCell>
              <TableCell data-label="Status">{e.status ?? "—"}</TableCell>
              <TableCell data-label="Happened" className="text-sm">
                <DateTimeText value={e.occurredAt} />
              </TableCell>
              <TableCell data-label="Received" className="text-sm">
                <DateTimeText value={e.receivedAt} />
              </TableCell>
              <TableCell data-label="Processing" className="text-sm">
                <Badge variant={STATE_BADGE[e.state as keyof typeof STATE_BADGE] ?? "outline"}>
                  {eventStateLabel(e.state)}
                </Badge>
                {e.duplicates > 0 ? (
                  <span className="block text-xs text-muted-foreground">
                    {e.duplicates} repeat {e.duplicates === 1 ? "delivery" : "deliveries"} ignored
                  </span>
                ) : null}
                {e.error ? (
                  <span className="block text-xs break-words text-destructive">
                    {e.error} (attempt {e.attempts})
                  </span>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
