"use client";

import type { ReactNode } from "react";

import type { BoardRow } from "@/lib/console/appointments/board-rows";
import type { BoardSortColumn } from "@/lib/console/appointments/board-view";
import { LastEventCell, OrderCell, PatientCell, ProviderCell, StartCell } from "./board-cells";
import { MergedStatusBadge } from "./merged-status-badge";

/**
 * One column of the board. Cells are components reading the board's display context (zone,
 * names, changed rows), so adding a column is adding one entry below. `sort` makes the header a
 * sort button for that field (lib/console/appointments/board-view.ts sorts); `zoned` adds whose
 * clock its times are on to the header.
 */
export type BoardColumn = {
  id: string;
  header: string;
  sort?: BoardSortColumn;
  zoned?: boolean;
  className?: string;
  cell: (row: BoardRow) => ReactNode;
};

const rescheduleText = (row: BoardRow) => (row.canReschedule === null ? "—" : row.canReschedule ? "Yes" : "No");

export const boardColumns: readonly BoardColumn[] = [
  { id: "patient", header: "Patient", cell: (row) => <PatientCell row={row} /> },
  { id: "order", header: "Order", cell: (row) => <OrderCell row={row} /> },
  { id: "provider", header: "Provider", cell: (row) => <ProviderCell row={row} /> },
  {
    id: "status",
    header: "Status",
    cell: (row) => <MergedStatusBadge status={row.status} eventStatus={row.eventStatus} />,
  },
  {
    id: "startAt",
    header: "Start",
    sort: "startAt",
    zoned: true,
    className: "text-sm whitespace-nowrap",
    cell: (row) => <StartCell row={row} />,
  },
  { id: "canReschedule", header: "Can reschedule", cell: rescheduleText },
  {
    id: "lastEventAt",
    header: "Last event",
    sort: "lastEventAt",
    zoned: true,
    className: "text-sm whitespace-nowrap",
    cell: (row) => <LastEventCell row={row} />,
  },
];
