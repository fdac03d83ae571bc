import { labelAuditTargets } from "@/lib/console/audit-targets";
import { auditActionLabel } from "@/lib/console/audit-actions";
import type { Role } from "@/lib/console/permissions";
import { distinctAuditActions, queryAudit } from "@/lib/console/store/audit";
import { consoleDb } from "@/lib/console/store/db";
import { listStaff } from "@/lib/console/store/staff";
import { auditNewerCursor } from "@/lib/console/store/staff-admin";
import { AuditLog } from "./audit-log";
import { AUDIT_PAGE_SIZE, serializeAuditParams, toAuditFilter, type AuditParams } from "./audit-params";

/**
 * One keyset page of the log with its filter options, loaded inside the page's Suspense so the
 * skeleton shows while a long log is queried. The page has already checked and recorded the read.
 * `zone` is the one its date filters' days are read in.
 */
export async function AuditSection({ params, role, zone }: { params: AuditParams; role: Role; zone: string }) {
  const db = await consoleDb();
  const filter = toAuditFilter(params, zone);
  const { rows, nextBefore } = await queryAudit(db, filter, {
    before: params.before ?? undefined,
    limit: AUDIT_PAGE_SIZE,
  });
  const newerBefore = params.before ? await auditNewerCursor(db, filter, params.before, AUDIT_PAGE_SIZE) : null;
  const staff = await listStaff(db);
  const options = {
    staff: staff.map((member) => ({ value: member.id, label: member.email })),
    actions: (await distinctAuditActions(db)).map((code) => ({ value: code, label: auditActionLabel(code) })),
  };
  return (
    <AuditLog
      rows={await labelAuditTargets(db, rows, staff, role)}
      options={options}
      zone={zone}
      newerHref={params.before ? serializeAuditParams("/audit", { ...params, before: newerBefore }) : null}
      olderHref={nextBefore === null ? null : serializeAuditParams("/audit", { ...params, before: nextBefore })}
    />
  );
}
