"use client";

import { DateTimeText } from "@/components/time/date-time-text";
import { Badge } from "@/components/ui/badge";
import { createDataTableColumnHelper } from "@/components/data-table/data-table-features";
import { ROLE_LABELS, type Role } from "@/lib/console/permissions";
import { auditChangeLines } from "@/lib/console/audit/changes";
import type { LabelledAuditRecord } from "@/lib/console/audit/targets";

const helper = createDataTableColumnHelper<LabelledAuditRecord>();

const OUTCOME_VARIANT = { ok: "success", denied: "destructive", failed: "warning" } as const;

/** Outcomes outside the three known ones show as themselves rather than disappearing. */
function OutcomeBadge({ outcome }: { outcome: string }) {
  const variant = OUTCOME_VARIANT[outcome as keyof typeof OUTCOME_VARIANT] ?? "outline";
  return <Badge variant={variant}>{outcome}</Badge>;
}

/**
 * The changed fields, old → new where known, health information masked; long values wrap. They
 * wrap "anywhere", not at "break-word": only the first narrows a table column's minimum width, so
 * an email address or an action code wraps instead of widening the table past a laptop's screen.
 * Values read as words (a role, a reason) are text; ids and other recorded values stay code.
 */
function Changes({ changes }: { changes: Record<string, string> | null }) {
  const lines = auditChangeLines(changes);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {lines.map(({ field, text, words }) => (
        <li key={field} className="wrap-anywhere">
          <span className="font-medium">{field}</span>:{" "}
          <span className={words ? undefined : "font-mono text-xs"}>{text}</span>
        </li>
      ))}
    </ul>
  );
}

const muted = (value: string | null) => value ?? <span className="text-muted-foreground">—</span>;

// Module scope: the table needs a stable columns array. Related values share a column (who and
// their role, the request and its address) so the table fits a laptop screen without scrolling.
export const auditColumns = helper.columns([
  helper.accessor("at", {
    header: "Time",
    // In the viewer's zone, named; date and time on two lines so the column stays narrow.
    cell: ({ getValue }) => (
      <span className="flex flex-col">
        <DateTimeText value={getValue()} dateOnly />
        <DateTimeText value={getValue()} timeOnly className="text-muted-foreground" />
      </span>
    ),
    enableHiding: false,
    meta: { label: "Time" },
  }),
  helper.accessor("staffEmail", {
    header: "Staff",
    cell: ({ row }) => {
      const role = row.original.role;
      return (
        <span className="flex flex-col">
          <span className="break-all">{muted(row.original.staffEmail)}</span>
          {role ? <span className="text-xs text-muted-foreground">{ROLE_LABELS[role as Role] ?? role}</span> : null}
        </span>
      );
    },
    meta: { label: "Staff", className: "w-44 min-w-36 whitespace-normal" },
  }),
  helper.accessor("action", {
    header: "Action",
    // The readable name for people; the code (what filters, links and the CSV use) on hover.
    cell: ({ row, getValue }) => (
      <span title={getValue()} data-action={getValue()} className="cursor-help">
        {row.original.actionLabel}
      </span>
    ),
    enableHiding: false,
    meta: { label: "Action", className: "w-40 min-w-32 whitespace-normal" },
  }),
  helper.accessor("targetId", {
    header: "Target",
    cell: ({ row }) =>
      row.original.targetId ? (
        <span className="flex flex-col">
          <span className="text-xs text-muted-foreground">
            {[row.original.targetType, row.original.targetName].filter(Boolean).join(" · ")}
          </span>
          <span className="font-mono text-xs break-all">{row.original.targetId}</span>
        </span>
      ) : (
        muted(null)
      ),
    meta: { label: "Target", className: "w-44 min-w-36 whitespace-normal" },
  }),
  helper.accessor("outcome", {
    header: "Outcome",
    cell: ({ getValue }) => <OutcomeBadge outcome={getValue()} />,
    meta: { label: "Outcome" },
  }),
  helper.accessor("requestId", {
    header: "Request",
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-mono text-xs break-all">{muted(row.original.requestId)}</span>
        <span className="font-mono text-xs text-muted-foreground">{row.original.clientIp}</span>
      </span>
    ),
    // Narrow and wrapping: the id is for copying into a report, not for reading across.
    meta: { label: "Request", className: "w-40 min-w-32 whitespace-normal" },
  }),
  helper.accessor("changes", {
    header: "Changes",
    cell: ({ getValue }) => <Changes changes={getValue()} />,
    meta: { label: "Changes", className: "min-w-40 max-w-64 whitespace-normal" },
  }),
  helper.accessor("detail", {
    header: "Detail",
    cell: ({ getValue }) => <span className="wrap-anywhere">{muted(getValue())}</span>,
    meta: { label: "Detail", className: "min-w-40 max-w-64 whitespace-normal" },
  }),
]);
