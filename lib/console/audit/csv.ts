import type { AuditRecord } from "@/lib/console/audit/store";
import { csvStream } from "@/lib/csv";

/* The audit log as CSV (lib/csv.ts): a line per record, its changes masked in one cell. */

/** "email: a•••z; role: c•••r": the changed fields with their masked values, in one cell. */
export function formatChanges(changes: Record<string, string> | null | undefined): string {
  if (!changes) return "";
  return Object.entries(changes)
    .map(([field, masked]) => `${field}: ${masked}`)
    .join("; ");
}

export const AUDIT_CSV_HEADER = [
  "seq",
  "time_utc",
  "staff_email",
  "staff_id",
  "role",
  "action",
  "target_type",
  "target_id",
  "outcome",
  "request_id",
  "client_ip",
  "changes",
  "detail",
] as const;

export function auditCsvCells(r: AuditRecord): unknown[] {
  return [
    r.seq,
    r.at,
    r.staffEmail,
    r.staffId,
    r.role,
    r.action,
    r.targetType,
    r.targetId,
    r.outcome,
    r.requestId,
    r.clientIp,
    formatChanges(r.changes),
    r.detail,
  ];
}

/** The audit log as CSV: every record, streamed (see csvStream). */
export function auditCsvStream(
  records: AsyncIterable<AuditRecord> | Iterable<AuditRecord>,
  batch = 500,
): ReadableStream<Uint8Array> {
  return csvStream(records, AUDIT_CSV_HEADER, auditCsvCells, batch);
}

/** labdesk-audit-2026-05-01.csv, the UTC day of the export. */
export function auditCsvFilename(now = new Date()): string {
  return `labdesk-audit-${now.toISOString().slice(0, 10)}.csv`;
}
