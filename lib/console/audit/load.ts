import "server-only";
import { labelAuditTargets } from "@/lib/console/audit/targets";
import { auditActionLabel } from "@/lib/console/audit/actions";
import type { Role } from "@/lib/console/permissions";
import { auditNewerCursor, distinctAuditActions, queryAudit } from "@/lib/console/audit/store";
import { consoleDb } from "@/lib/console/store/db";
import { listStaff } from "@/lib/console/store/staff";
import { AUDIT_PAGE_SIZE, toAuditFilter, type AuditParams } from "@/lib/console/audit/params";

type Option = { value: string; label: string };

/**
 * One keyset page of the audit log with its filter options and the cursors either side. `zone`
 * is the one its date filters' days are read in. The caller has already checked and recorded
 * the read.
 */
export async function loadAuditPage(params: AuditParams, role: Role, zone: string) {
  const db = await consoleDb();
  const filter = toAuditFilter(params, zone);
  const { rows, nextBefore } = await queryAudit(db, filter, {
    before: params.before ?? undefined,
    limit: AUDIT_PAGE_SIZE,
  });
  const newerBefore = params.before ? await auditNewerCursor(db, filter, params.before, AUDIT_PAGE_SIZE) : null;
  const staff = await listStaff(db);
  const options: { staff: Option[]; actions: Option[] } = {
    staff: staff.map((member) => ({ value: member.id, label: member.email })),
    actions: (await distinctAuditActions(db)).map((code) => ({ value: code, label: auditActionLabel(code) })),
  };
  return { rows: await labelAuditTargets(db, rows, staff, role), options, newerBefore, nextBefore };
}
