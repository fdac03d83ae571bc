import { ROLE_LABELS } from "@/lib/console/permissions";
import { labelOr } from "@/lib/labels";

/*
 * How the audit log's "Changes" read. Records keep codes ("care_coordinator", "true") so they
 * can be filtered and exported as recorded; this turns them into the words the console uses
 * elsewhere when they are shown. A change from one value to another is recorded as
 * "old → new" (see changedFields); values nobody wrote words for are shown as recorded.
 */

/** Between the old and the new value of a changed field, in a record and on screen. */
export const CHANGE_ARROW = " → ";

const FIELD_LABELS: Readonly<Record<string, string>> = {
  time_zone: "time zone",
  cancellation_reason_id: "reason id",
  slot_start: "slot start",
  booking_key: "booking key",
  wait_for_completion: "wait for completion",
};

const roleWord = (value: string) => labelOr(ROLE_LABELS, value);
const yesNo = (value: string) => (value === "true" ? "yes" : value === "false" ? "no" : value);

/** Per field, how one recorded value reads; `words` values are shown as text, the rest as code. */
const VALUE_WORDS: Readonly<Record<string, (value: string) => string>> = {
  role: roleWord,
  disabled: yesNo,
  wait_for_completion: yesNo,
  reason: (value) => value,
};

export type AuditChangeLine = { field: string; text: string; words: boolean };

/** One line per changed field: "role: Ops → Care coordinator", "reason: Patient requested to cancel". */
export function auditChangeLines(changes: Record<string, string> | null | undefined): AuditChangeLine[] {
  return Object.entries(changes ?? {}).map(([field, value]) => {
    const read = Object.hasOwn(VALUE_WORDS, field) ? VALUE_WORDS[field] : undefined;
    const text = read ? value.split(CHANGE_ARROW).map(read).join(CHANGE_ARROW) : value;
    return { field: labelOr(FIELD_LABELS, field), text, words: Boolean(read) };
  });
}
