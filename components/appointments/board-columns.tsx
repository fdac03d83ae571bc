"use client";

import { createDataTableColumnHelper } from "@/components/data-table/data-table-features";
import type { BoardRow } from "@/lib/console/appointments/board-rows";
import { LastEventCell, OrderCell, PatientCell, ProviderCell, StartCell, ZonedHeader } from "./board-cells";
import { MergedStatusBadge } from "./merged-status-badge";

const helper = createDataTableColumnHelper<BoardRow>();

/*
 * The board's columns, built once (the table needs a stable array). Cells are components reading
 * the board's display context (zone, names, changed rows), so adding a column is adding one
 * entry here. Sorting happens in lib/console/appointments/board-view.ts; only the columns it
 * knows are sortable. Each cell carries its column id (`data-column`).
 */
export const boardColumns = helper.columns([
  helper.display({ id: "patient", header: "Patient", cell: ({ row }) => <PatientCell row={row.original} /> }),
  helper.display({ id: "order", header: "Order", cell: ({ row }) => <OrderCell row={row.original} /> }),
  helper.display({ id: "provider", header: "Provider", cell: ({ row }) => <ProviderCell row={row.original} /> }),
  helper.display({
    id: "status",
    header: "Status",
    cell: ({ row }) => <MergedStatusBadge status={row.original.status} eventStatus={row.original.eventStatus} />,
  }),
  helper.accessor("startAt", {
    header: ({ column }) => <ZonedHeader column={column} title="Start" />,
    cell: ({ row }) => <StartCell row={row.original} />,
    enableHiding: false,
    meta: { label: "Start", className: "text-sm whitespace-nowrap" },
  }),
  helper.display({
    id: "canReschedule",
    header: "Can reschedule",
    cell: ({ row }) => (row.original.canReschedule === null ? "—" : row.original.canReschedule ? "Yes" : "No"),
  }),
  helper.accessor("lastEventAt", {
    header: ({ column }) => <ZonedHeader column={column} title="Last event" />,
    cell: ({ row }) => <LastEventCell row={row.original} />,
    enableHiding: false,
    meta: { label: "Last event", className: "text-sm whitespace-nowrap" },
  }),
]);
