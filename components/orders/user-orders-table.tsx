import Link from "next/link";

import { DateTimeText } from "@/components/time/date-time-text";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { collectionMethodLabel } from "@/lib/console/appointments/format";
import type { OrderListItem } from "@/lib/console/orders/load";
import { OrderStatusBadge } from "./order-status-badge";

/** A user's lab orders; each links to its page (appointment, requisition, booking). */
export function UserOrdersTable({ orders, total }: { orders: OrderListItem[]; total: number }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-md border">
        <Table aria-label="Orders" cards>
          <TableHeader>
            <TableRow>
              <TableHead>Order</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Collection</TableHead>
              <TableHead>Tests</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Appointment</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                  This user has no lab orders.
                </TableCell>
              </TableRow>
            ) : null}
            {orders.map((o) => (
              <TableRow key={o.id} data-order-id={o.id}>
                <TableCell data-label="Order">
                  <Link
                    href={`/orders/${o.id}`}
                    className="font-mono text-xs text-primary hover:underline"
                    title={o.id}
                  >
                    {o.id.slice(0, 8)}
                  </Link>
                </TableCell>
                <TableCell data-label="Created" className="text-sm whitespace-nowrap">
                  <DateTimeText value={o.createdAt} />
                </TableCell>
                <TableCell data-label="Collection">{collectionMethodLabel(o.collectionMethod)}</TableCell>
                <TableCell data-label="Tests" className="text-sm">
                  {o.tests}
                  {o.firstTestName ? (
                    <span className="text-muted-foreground">
                      {" "}
                      ({o.firstTestName}
                      {o.tests > 1 ? ", …" : ""})
                    </span>
                  ) : null}
                </TableCell>
                <TableCell data-label="Status">
                  <OrderStatusBadge status={o.status} />
                </TableCell>
                <TableCell data-label="Appointment" className="text-sm">
                  {o.collectionMethod !== "at_home_phlebotomy"
                    ? "—"
                    : o.hasAppointment === null
                      ? "See order"
                      : o.hasAppointment
                        ? "Booked"
                        : "Not booked"}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {total > orders.length ? (
        <p className="text-sm text-muted-foreground">
          Showing the newest {orders.length} of {total} orders.
        </p>
      ) : null}
    </div>
  );
}
