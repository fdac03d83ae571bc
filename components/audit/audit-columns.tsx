"use client";

import { Badge } from "@/components/ui/badge";
import { createDataTableColumnHelper } from "@/components/data-table/data-table-features";
import { ROLE_LABELS, type Role } from "@/lib/console/permissions";
import type { AuditRecord } from "@/lib/console/store/audit";

const helper = createDataTableColumnHelper<AuditRecord>();

const OUTCOME_VARIANT = { ok: "success", denied: "destructive", failed: "warning" } as const;

/** Outcomes outside the three known ones show as themselves rather than disappearing. */
function OutcomeBadge({ outcome }: { outcome: string }) {
  const variant = OUTCOME_VARIANT[outcome as keyof typeof OUTCOME_VARIANT] ?? "outline";
  return <Badge variant={variant}>{outcome}</Badge>;
}

/** The changed fields with their masked values; the log never holds the values themselves. */
function Changes({ changes }: { changes: Record<string, string> | null }) {
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map(([field, masked]) => (
        <li key={field} className="whitespace-nowrap">
          <span className="font-medium">{field}</span>: <span className="font-mono text-xs">{masked}</span>
        </li>
      ))}
    </ul>
  );
}

const muted = (value: string | null) => value ?? <span className="text-muted-foreground">—</span>;

// Module scope: the table needs a stable columns array.
export const auditColumns = helper.columns([
  helper.accessor("at", {
    header: "Time (UTC)",
    // Fixed format from the stored ISO string: the same text on the server and in the browser.
    cell: ({ getValue }) => (
      <time dateTime={getValue()} className="whitespace-nowrap tabular-nums">
        {getValue().slice(0, 19).replace("T", " ")}
      </time>
    ),
    enableHiding: false,
    meta: { label: "Time (UTC)" },
  }),
  helper.accessor("staffEmail", {
    header: "Staff",
    cell: ({ getValue }) => muted(getValue()),
    meta: { label: "Staff" },
  }),
  helper.accessor("role", {
    header: "Role",
    cell: ({ getValue }) => {
      const role = getValue();
      return role ? (ROLE_LABELS[role as Role] ?? role) : muted(null);
    },
    meta: { label: "Role" },
  }),
  helper.accessor("action", {
    header: "Action",
    cell: ({ getValue }) => <span className="font-mono text-xs whitespace-nowrap">{getValue()}</span>,
    enableHiding: false,
    meta: { label: "Action" },
  }),
  helper.accessor("targetId", {
    header: "Target",
    cell: ({ row }) =>
      row.original.targetId ? (
        <span className="flex flex-col">
          {row.original.targetType ? (
            <span className="text-xs text-muted-foreground">{row.original.targetType}</span>
          ) : null}
          <span className="font-mono text-xs break-all">{row.original.targetId}</span>
        </span>
      ) : (
        muted(null)
      ),
    meta: { label: "Target", className: "w-40 min-w-40 whitespace-normal" },
  }),
  helper.accessor("outcome", {
    header: "Outcome",
    cell: ({ getValue }) => <OutcomeBadge outcome={getValue()} />,
    meta: { label: "Outcome" },
  }),
  helper.accessor("requestId", {
    header: "Request id",
    cell: ({ getValue }) => <span className="font-mono text-xs break-all">{muted(getValue())}</span>,
    // Narrow and wrapping: the id is for copying into a report, not for reading across.
    meta: { label: "Request id", className: "w-40 min-w-40 whitespace-normal" },
  }),
  helper.accessor("clientIp", {
    header: "Client IP",
    cell: ({ getValue }) => <span className="font-mono text-xs">{muted(getValue())}</span>,
    meta: { label: "Client IP" },
  }),
  helper.accessor("changes", {
    header: "Changes",
    cell: ({ getValue }) => <Changes changes={getValue()} />,
    meta: { label: "Changes" },
  }),
  helper.accessor("detail", {
    header: "Detail",
    cell: ({ getValue }) => <span className="whitespace-normal">{muted(getValue())}</span>,
    meta: { label: "Detail", className: "min-w-48" },
  }),
]);
