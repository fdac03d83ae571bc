"use client";

import { useContext, type ReactNode } from "react";

import type { BoardRow } from "@/lib/console/appointments/board-rows";
import type { BoardSortColumn } from "@/lib/console/appointments/board-view";
import { LastEventCell, OrderCell, PatientCell, ProviderCell, StartCell } from "./board-cells";
import { BoardActionsContext, RowActions } from "./appointment-row-actions";
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
  /** Said to screen readers only (a column of menus needs no visible title). */
  headerHidden?: boolean;
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

/** Reschedule and cancel from the row, for roles that may change appointments. */
const actionsColumn: BoardColumn = {
  id: "actions",
  header: "Actions",
  headerHidden: true,
  className: "w-10",
  cell: (row) => <RowActions row={row} />,
};

/** The board's columns for this viewer: the actions column only where the role may use it. */
export function useBoardColumns(): readonly BoardColumn[] {
  const { canChange } = useContext(BoardActionsContext);
  return canChange ? [...boardColumns, actionsColumn] : boardColumns;
}
