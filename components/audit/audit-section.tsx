import { loadAuditPage } from "@/lib/console/audit/load";
import type { Role } from "@/lib/console/permissions";
import { serializeAuditParams, type AuditParams } from "@/lib/console/audit/params";
import { AuditLog } from "./audit-log";

/**
 * One keyset page of the log with its filter options, loaded inside the page's Suspense so the
 * skeleton shows while a long log is queried. The page has already checked and recorded the read.
 * `zone` is the one its date filters' days are read in.
 */
export async function AuditSection({ params, role, zone }: { params: AuditParams; role: Role; zone: string }) {
  const { rows, options, newerBefore, nextBefore } = await loadAuditPage(params, role, zone);
  return (
    <AuditLog
      rows={rows}
      options={options}
      zone={zone}
      newerHref={params.before ? serializeAuditParams("/audit", { ...params, before: newerBefore }) : null}
      olderHref={nextBefore === null ? null : serializeAuditParams("/audit", { ...params, before: nextBefore })}
    />
  );
}
