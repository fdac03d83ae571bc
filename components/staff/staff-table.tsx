"use client";

import { DateTimeText } from "@/components/time/date-time-text";
import { useMemo } from "react";

import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableColumnHeader } from "@/components/data-table/data-table-column-header";
import { createDataTableColumnHelper } from "@/components/data-table/data-table-features";
import { ROLE_LABELS, ROLES } from "@/lib/console/permissions";
import type { StaffStatus } from "@/lib/console/staff/rules";
import type { StaffListRow } from "@/lib/console/staff/load";
import { CreateStaffDialog } from "./create-staff-dialog";
import { roleLabel } from "./role-select";
import { StaffRowActions } from "./staff-row-actions";

const helper = createDataTableColumnHelper<StaffListRow>();

const STATUS_BADGE: Record<
  StaffStatus,
  { variant: "success" | "secondary" | "warning"; label: string; title: string }
> = {
  active: { variant: "success", label: "active", title: "Can sign in" },
  disabled: { variant: "secondary", label: "disabled", title: "Cannot sign in until an admin enables the account" },
  locked: {
    variant: "warning",
    label: "locked",
    title: "Too many failed sign-ins; allowed again later, or at once after an unlock or a password reset",
  },
};

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function staffColumns(currentStaffId: string) {
  return helper.columns([
    helper.accessor("name", {
      header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />,
      cell: ({ row }) => (
        <span className="font-medium">
          {row.original.name}
          {row.original.id === currentStaffId ? (
            <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span>
          ) : null}
        </span>
      ),
      meta: { label: "Name", filter: { variant: "text", param: "q", placeholder: "Search name or email…" } },
      enableHiding: false,
    }),
    helper.accessor("email", {
      header: ({ column }) => <DataTableColumnHeader column={column} title="Email" />,
      meta: { label: "Email" },
    }),
    helper.accessor("role", {
      header: "Role",
      cell: ({ getValue }) => roleLabel(getValue()),
      enableSorting: false,
      meta: { label: "Role", filter: { variant: "select", param: "role", options: roleOptions } },
    }),
    helper.accessor("status", {
      header: "Status",
      cell: ({ row }) => {
        const badge = STATUS_BADGE[row.original.status];
        return (
          <span className="flex items-center gap-1">
            <Badge variant={badge.variant} title={badge.title}>
              {badge.label}
            </Badge>
            {row.original.status === "locked" && row.original.heldBackUntil ? (
              <span className="text-xs text-muted-foreground tabular-nums">
                until <DateTimeText value={row.original.heldBackUntil} timeOnly />
              </span>
            ) : null}
            {row.original.singleSignOn ? (
              <Badge variant="outline" title="Has signed in through single sign-on">
                SSO
              </Badge>
            ) : null}
          </span>
        );
      },
      enableSorting: false,
      meta: { label: "Status" },
    }),
    helper.accessor("lastSignInAt", {
      header: ({ column }) => <DataTableColumnHeader column={column} title="Last sign-in" />,
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? <DateTimeText value={at} /> : <span className="text-muted-foreground">Never</span>;
      },
      meta: { label: "Last sign-in" },
    }),
    helper.accessor("createdAt", {
      header: ({ column }) => <DataTableColumnHeader column={column} title="Created" />,
      cell: ({ getValue }) => <DateTimeText value={getValue()} />,
      meta: { label: "Created" },
    }),
    helper.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <StaffRowActions member={row.original} isSelf={row.original.id === currentStaffId} />,
      enableHiding: false,
      meta: { className: "w-12 text-right" },
    }),
  ]);
}

export function StaffTable({
  rows,
  total,
  currentStaffId,
}: {
  rows: StaffListRow[];
  total: number;
  currentStaffId: string;
}) {
  // Stable per signed-in admin: the table rebuilds only if the columns array changes.
  const columns = useMemo(() => staffColumns(currentStaffId), [currentStaffId]);
  return (
    <DataTable
      label="Staff"
      columns={columns}
      data={rows}
      rowCount={total}
      getRowId={(row) => row.id}
      actions={<CreateStaffDialog />}
      emptyState="No staff member matches these filters."
    />
  );
}
