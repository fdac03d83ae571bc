"use client";

import { DataTableColumnHeader } from "@/components/data-table/data-table-column-header";
import { createDataTableColumnHelper } from "@/components/data-table/data-table-features";
import { PlainLink } from "@/components/common/plain-link";
import { DateTimeText } from "@/components/time/date-time-text";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { collectionMethodLabel } from "@/lib/console/appointments/format";
import { testsText, type OrderListRow } from "@/lib/console/orders-list/rows";
import { OrderStatusBadge } from "./order-status-badge";

const helper = createDataTableColumnHelper<OrderListRow>();
const dash = <span className="text-muted-foreground">—</span>;

/** A result that needs someone's eyes stands out; any interpretation the service adds is shown as sent. */
const FLAGS: Record<string, { label: string; tone: BadgeProps["variant"] }> = {
  critical: { label: "Critical", tone: "destructive" },
  abnormal: { label: "Abnormal", tone: "warning" },
  normal: { label: "Normal", tone: "outline" },
};

// Plain links (never prefetched): a page of 50 rows would otherwise fetch 50 order pages ahead of any click.
const orderColumn = helper.accessor("orderId", {
  header: "Order",
  cell: ({ getValue }) => (
    <PlainLink
      href={`/orders/${getValue()}`}
      className="font-mono text-xs text-primary hover:underline"
      title={getValue()}
    >
      {getValue().slice(0, 8)}
    </PlainLink>
  ),
  enableSorting: false,
  enableHiding: false,
  meta: { label: "Order" },
});

/**
 * The patient: the name for roles that see names, else the client_user_id; a user the console's
 * index has not read yet shows the start of its user_id (the whole one on hover), not 36 characters.
 */
function patientColumn(names: boolean) {
  return helper.accessor((row) => (names ? row.patientName : null) ?? row.clientUserId, {
    id: "patient",
    header: names ? "Patient" : "User",
    cell: ({ row, getValue }) => {
      const { userId, patientName, clientUserId } = row.original;
      if (!userId) return dash;
      const text = getValue();
      return (
        <span className="flex flex-col">
          <PlainLink
            href={`/users/${encodeURIComponent(userId)}`}
            className={text ? "font-medium underline-offset-4 hover:underline" : "font-mono text-xs hover:underline"}
            title={text ? undefined : userId}
          >
            {text ?? userId.slice(0, 8)}
          </PlainLink>
          {names && patientName && clientUserId ? (
            <span className="text-xs text-muted-foreground">{clientUserId}</span>
          ) : null}
        </span>
      );
    },
    enableSorting: false,
    enableHiding: false,
    meta: { label: names ? "Patient" : "User" },
  });
}

const otherColumns = [
  helper.accessor("status", {
    header: "Status",
    cell: ({ getValue }) => {
      const status = getValue();
      return status ? <OrderStatusBadge status={status} /> : dash;
    },
    enableSorting: false,
    meta: { label: "Status" },
  }),
  helper.accessor("collectionMethod", {
    header: "Collection",
    cell: ({ getValue }) => {
      const method = getValue();
      return method ? collectionMethodLabel(method) : dash;
    },
    enableSorting: false,
    meta: { label: "Collection" },
  }),
  helper.accessor((row) => row.labName ?? row.labSlug, {
    id: "lab",
    header: "Lab",
    cell: ({ getValue }) => getValue() ?? dash,
    enableSorting: false,
    meta: { label: "Lab", className: "min-w-32 whitespace-normal" },
  }),
  helper.accessor((row) => testsText(row), {
    id: "tests",
    header: "Tests",
    cell: ({ getValue }) => <span className="text-sm">{getValue() ?? dash}</span>,
    enableSorting: false,
    meta: { label: "Tests", className: "min-w-44 whitespace-normal" },
  }),
  helper.accessor("flag", {
    header: "Flag",
    cell: ({ getValue }) => {
      const flag = getValue();
      return flag ? (
        <Badge variant={FLAGS[flag]?.tone ?? "outline"} data-flag={flag}>
          {FLAGS[flag]?.label ?? flag}
        </Badge>
      ) : (
        dash
      );
    },
    enableSorting: false,
    meta: { label: "Flag" },
  }),
  helper.accessor("createdAt", {
    id: "created",
    header: ({ column }) => <DataTableColumnHeader column={column} title="Created" />,
    cell: ({ getValue }) => {
      const at = getValue();
      // The day; the exact instant, in the viewer's zone, on hover.
      return at ? <DateTimeText value={at} dateOnly /> : dash;
    },
    meta: { label: "Created" },
  }),
  helper.accessor("updatedAt", {
    id: "updated",
    header: ({ column }) => <DataTableColumnHeader column={column} title="Updated" />,
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? <DateTimeText value={at} dateOnly /> : dash;
    },
    meta: { label: "Updated" },
  }),
];

// Built once per policy: the table needs a stable columns array across renders.
const WITH_NAMES = helper.columns([orderColumn, patientColumn(true), ...otherColumns]);
const WITHOUT_NAMES = helper.columns([orderColumn, patientColumn(false), ...otherColumns]);

/** The orders table's columns: the patient's name for roles that see names, ids otherwise. */
export const orderListColumns = (names: boolean) => (names ? WITH_NAMES : WITHOUT_NAMES);
