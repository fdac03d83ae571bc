"use client";

import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableColumnHeader } from "@/components/data-table/data-table-column-header";
import { createDataTableColumnHelper } from "@/components/data-table/data-table-features";
import type { PreviewRow } from "./preview-data";

const helper = createDataTableColumnHelper<PreviewRow>();

const statusOptions = ["pending", "scheduled", "in_progress", "completed", "cancelled"].map((value) => ({
  value,
  label: value.replace("_", " "),
}));

// Module scope: the table needs a stable columns array (see data-table.tsx).
const columns = helper.columns([
  helper.accessor("id", {
    header: ({ column }) => <DataTableColumnHeader column={column} title="Order" />,
    meta: { label: "Order", className: "w-28 font-mono text-xs" },
    enableSorting: false,
    enableHiding: false,
  }),
  helper.accessor("name", {
    header: ({ column }) => <DataTableColumnHeader column={column} title="Patient" />,
    meta: { label: "Patient", filter: { variant: "text", param: "q", placeholder: "Search patient or order…" } },
  }),
  helper.accessor("status", {
    header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
    // Unknown statuses render as themselves (non-exhaustive enum), never dropped.
    cell: ({ getValue }) => {
      const status = getValue();
      const variant = status === "completed" ? "success" : status === "cancelled" ? "destructive" : "secondary";
      return <Badge variant={variant}>{status.replace("_", " ")}</Badge>;
    },
    enableSorting: false,
    meta: { label: "Status", filter: { variant: "multi-select", param: "status", options: statusOptions } },
  }),
  helper.accessor("provider", {
    header: "Provider",
    enableSorting: false,
    meta: {
      label: "Provider",
      filter: {
        variant: "select",
        param: "provider",
        options: [
          { value: "quest", label: "Quest" },
          { value: "labcorp", label: "Labcorp" },
          { value: "bioreference", label: "BioReference" },
        ],
      },
    },
  }),
  helper.accessor("createdAt", {
    header: ({ column }) => <DataTableColumnHeader column={column} title="Created" />,
    cell: ({ getValue }) => new Date(getValue()).toISOString().slice(0, 16).replace("T", " "),
    meta: { label: "Created" },
  }),
  helper.accessor("amount", {
    header: ({ column }) => <DataTableColumnHeader column={column} title="Amount" className="justify-end" />,
    cell: ({ getValue }) => `$${getValue().toFixed(2)}`,
    meta: { label: "Amount", className: "text-right tabular-nums" },
  }),
]);

export function PreviewTable({ rows, total }: { rows: PreviewRow[]; total: number }) {
  return <DataTable label="Demo orders" columns={columns} data={rows} rowCount={total} getRowId={(row) => row.id} />;
}
