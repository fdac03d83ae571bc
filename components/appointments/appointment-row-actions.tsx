"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { CalendarClockIcon, MoreHorizontalIcon, SyringeIcon, XCircleIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { BoardRow } from "@/lib/console/appointments/board-rows";
import { appointmentChanges, takesBooking } from "@/lib/console/orders/order-changes";
import { BOOK_HASH } from "@/lib/console/orders/book-link";
import { useBoardDisplay } from "./board-cells";

// Each dialog loads when its menu item is chosen: a board opens one now and then, not per row.
const RescheduleDialogBody = dynamic(() => import("./reschedule-dialog-body").then((m) => m.RescheduleDialogBody), {
  ssr: false,
});
const CancelAppointmentDialogBody = dynamic(
  () => import("./cancel-appointment-dialog-body").then((m) => m.CancelAppointmentDialogBody),
  { ssr: false },
);

type BoardActions = { canChange: boolean; onChanged: () => void };
export const BoardActionsContext = createContext<BoardActions>({ canChange: false, onChanged: () => {} });

/**
 * Whether the viewer's role may change appointments (decided on the server, from the permission
 * table) and how the board refreshes after a change. The board's columns read it: the actions
 * column is there only when the role may use it.
 */
export function BoardActionsProvider({ children, ...value }: BoardActions & { children: ReactNode }) {
  return <BoardActionsContext.Provider value={value}>{children}</BoardActionsContext.Provider>;
}

type Open = "reschedule" | "cancel" | null;

/**
 * The row's menu: Reschedule and Cancel as the appointment's state allows, the dialogs beside it;
 * on an order with no active appointment, booking one, which happens on the order page (it holds
 * the patient's address to start from).
 */
export function RowActions({ row }: { row: BoardRow }) {
  const { onChanged } = useContext(BoardActionsContext);
  const { orderQuery } = useBoardDisplay();
  const [open, setOpen] = useState<Open>(null);
  const changes = appointmentChanges(row.status, row.canReschedule);
  if (takesBooking(row.orderStatus, row.status)) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link
          href={`/orders/${row.orderId}${orderQuery}${BOOK_HASH}`}
          aria-label={`Book an at-home draw for order ${row.orderId.slice(0, 8)}`}
        >
          <SyringeIcon aria-hidden="true" />
          Book
        </Link>
      </Button>
    );
  }
  const dialog = (kind: Exclude<Open, null>) => ({
    orderId: row.orderId,
    current: { startAt: row.startAt, endAt: null, timeZone: row.timeZone },
    open: open === kind,
    onOpenChange: (next: boolean) => setOpen(next ? kind : null),
    onCloseAutoFocus: () => {},
    onChanged,
  });
  return (
    <>
      {changes.reschedule || changes.cancel ? (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for order ${row.orderId.slice(0, 8)}`}>
              <MoreHorizontalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem disabled={!changes.reschedule} onSelect={() => setOpen("reschedule")}>
              <CalendarClockIcon aria-hidden="true" />
              Reschedule…
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => setOpen("cancel")}>
              <XCircleIcon aria-hidden="true" />
              Cancel appointment…
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      {/* Mounted only while open: a board of rows does not hold a dialog each. */}
      {open === "reschedule" ? <RescheduleDialogBody {...dialog("reschedule")} /> : null}
      {open === "cancel" ? <CancelAppointmentDialogBody {...dialog("cancel")} /> : null}
    </>
  );
}
