"use client";

import Link from "next/link";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { BoardRow } from "@/lib/console/appointments/board-rows";
import { providerLabel } from "@/lib/console/appointments/provider-labels";
import { formatInZone, humanize } from "@/lib/console/appointments/format";
import { cn } from "@/lib/utils";
import { RowActionsCell, RowActionsHead } from "./appointment-row-actions";
import { StatusBadge } from "./status-badge";

const shortId = (id: string) => id.slice(0, 8);

/** The board's rows; a row whose status moved since the previous fetch is highlighted and marked. */
export function BoardTable({ rows, changed, showNames }: { rows: BoardRow[]; changed: Set<string>; showNames: boolean }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label="At-home appointments">
        <TableHeader>
          <TableRow>
            <TableHead>Patient</TableHead>
            <TableHead>Order</TableHead>
            <TableHead>Provider</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Event status</TableHead>
            <TableHead>Start</TableHead>
            <TableHead>Can reschedule</TableHead>
            <TableHead>Last event</TableHead>
            <RowActionsHead />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
                No at-home orders match these filters.
              </TableCell>
            </TableRow>
          ) : null}
          {rows.map((row) => {
            const moved = changed.has(row.orderId);
            return (
              <TableRow
                key={row.orderId}
                data-order-id={row.orderId}
                data-changed={moved || undefined}
                className={cn(moved && "bg-warning/10 transition-colors")}
              >
                <TableCell>
                  {/* Not prefetched: a prefetch carries the page title, which names the patient only when opened. */}
                  <Link href={`/users/${row.userId}`} prefetch={false} className="font-mono text-xs hover:underline">
                    {row.clientUserId ?? shortId(row.userId)}
                  </Link>
                  {showNames && row.patientName ? <div className="text-sm">{row.patientName}</div> : null}
                </TableCell>
                <TableCell>
                  <Link href={`/orders/${row.orderId}`} className="font-mono text-xs text-primary hover:underline" title={row.orderId}>
                    {shortId(row.orderId)}
                  </Link>
                  {row.tracked ? <span className="ml-1 text-xs text-muted-foreground">(tracked)</span> : null}
                  {moved ? <span className="sr-only"> changed since the last refresh</span> : null}
                </TableCell>
                <TableCell>{row.provider ? providerLabel(row.provider) : "—"}</TableCell>
                <TableCell data-column="status">
                  <StatusBadge status={row.status} />
                </TableCell>
                <TableCell data-column="event-status">
                  <StatusBadge status={row.eventStatus} empty="—" />
                </TableCell>
                <TableCell className="text-sm whitespace-nowrap">{row.startAt ? formatInZone(row.startAt, row.timeZone) : "—"}</TableCell>
                <TableCell>{row.canReschedule === null ? "—" : row.canReschedule ? "Yes" : "No"}</TableCell>
                <TableCell className="text-sm whitespace-nowrap">
                  {row.lastEvent ? (
                    <>
                      {humanize(row.lastEvent)}{" "}
                      <span className="text-muted-foreground">{formatInZone(row.lastEventAt, row.timeZone)}</span>
                    </>
                  ) : (
                    "—"
                  )}
                </TableCell>
                <RowActionsCell row={row} />
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
