import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import type { AuditAction } from "@/lib/console/audit/actions";
import { appendAudit, type AuditOutcome } from "@/lib/console/audit/store";
import { consoleDb } from "@/lib/console/store/db";
import { CHANGE_ARROW } from "@/lib/console/audit/changes";
import { requestContext } from "@/lib/console/request-context";

export type AuditTarget = { targetType?: string; targetId?: string | null };

/** Masks a value for the audit log: enough to tell a change happened, never the value itself. */
export function maskValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length <= 2
    ? "•".repeat(text.length)
    : `${text[0]}${"•".repeat(Math.min(text.length - 2, 8))}${text[text.length - 1]}`;
}

const CLEAR_VALUE_MAX = 80;

/** A value that is not protected health information, as text a reader can check, kept short. */
export function clearValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > CLEAR_VALUE_MAX ? `${text.slice(0, CLEAR_VALUE_MAX)}…` : text;
}

/**
 * The names of the fields that differ between two records, each with its new value. Values of
 * the fields named in `phi` (or of every field, for a patient record) are masked, the new one
 * only; the rest, such as a staff member's role or a disabled flag, are written as they are and,
 * when there was a record before, with the old value first ("ops → care_coordinator"), so the log
 * says what changed from what to what.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  { phi }: { phi: "all" | readonly string[] },
): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before?.[key] ?? null) === JSON.stringify(value ?? null)) continue;
    if (phi === "all" || phi.includes(key)) changes[key] = maskValue(value);
    else changes[key] = before ? `${clearValue(before[key])}${CHANGE_ARROW}${clearValue(value)}` : clearValue(value);
  }
  return changes;
}

const TARGET_ID_MAX = 100;
const TARGET_ID = /^[A-Za-z0-9._:@-]+$/;

/**
 * Target ids often come from the URL (an order id in a path), so a sender chooses them: a record
 * keeps one only when it looks like an id, and at most 100 characters of it.
 */
export function auditTargetId(id: string | null | undefined): string | null {
  if (id === null || id === undefined || id === "") return null;
  if (!TARGET_ID.test(id)) return "(not an id)";
  return id.length > TARGET_ID_MAX ? `${id.slice(0, TARGET_ID_MAX)}…` : id;
}

/** Writes one audit record for the current request. */
export async function audit(
  who: CurrentStaff | null,
  entry: {
    action: AuditAction;
    outcome: AuditOutcome;
    detail?: string;
    changes?: Record<string, string>;
  } & AuditTarget,
) {
  const { requestId, clientIp } = await requestContext();
  await appendAudit(await consoleDb(), {
    staffId: who?.staff.id ?? null,
    staffEmail: who?.staff.email ?? null,
    role: who?.role ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: auditTargetId(entry.targetId),
    outcome: entry.outcome,
    requestId,
    clientIp,
    changes: entry.changes ?? null,
    detail: entry.detail ?? null,
  });
  return requestId;
}
