import "server-only";
import { auditActionLabel } from "@/lib/console/audit/actions";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import type { Role } from "@/lib/console/permissions";
import type { AuditRecord } from "@/lib/console/audit/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import { indexedUserLabels, type IndexedUserLabel } from "@/lib/console/user-index/store-names";
import type { StaffMember } from "@/lib/console/store/staff";

/**
 * An audit record with a name a reader recognises for its action, and next to its target id when
 * one is known. Named here, on the server, so the action registry stays out of the page's script.
 */
export type LabelledAuditRecord = AuditRecord & { actionLabel: string; targetName: string | null };

/**
 * Names the targets of one page of audit records: a staff member by their name, a user by their
 * patient name for roles that may read health information, otherwise by their client_user_id
 * (the team's own reference, not a health detail). One query for all the users on the page.
 */
export async function labelAuditTargets(
  db: ConsoleDb,
  rows: readonly AuditRecord[],
  staff: readonly StaffMember[],
  role: Role,
): Promise<LabelledAuditRecord[]> {
  const staffNames = new Map(staff.map((member) => [member.id, member.name]));
  const userIds = rows.filter((r) => r.targetType === "user" && r.targetId).map((r) => r.targetId!);
  const users = userIds.length ? await indexedUserLabels(db, userIds) : new Map<string, IndexedUserLabel>();
  const names = reveals(roleViewer(role), "name");
  return rows.map((row) => {
    let targetName: string | null = null;
    if (row.targetId && row.targetType === "staff") targetName = staffNames.get(row.targetId) ?? null;
    if (row.targetId && row.targetType === "user") {
      const label = users.get(row.targetId);
      targetName = (names ? label?.name : null) ?? label?.clientUserId ?? null;
    }
    return { ...row, actionLabel: auditActionLabel(row.action), targetName };
  });
}
