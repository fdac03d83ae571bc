import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";

import { AuditLog } from "@/components/audit/audit-log";
import {
  AUDIT_PAGE_SIZE,
  auditParamsCache,
  describeAuditParams,
  serializeAuditParams,
  toAuditFilter,
} from "@/components/audit/audit-params";
import { audit } from "@/lib/console/audit";
import { guardPage } from "@/lib/console/guard";
import { distinctAuditActions, queryAudit } from "@/lib/console/store/audit";
import { consoleDb } from "@/lib/console/store/db";
import { listStaff } from "@/lib/console/store/staff";
import { auditNewerCursor } from "@/lib/console/store/staff-admin";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const who = await guardPage("audit.read", { action: "audit.read" });
  const params = await auditParamsCache.parse(searchParams);
  // Reading the log is itself on the record, with the filters used, before anything is shown.
  await audit(who, { action: "audit.read", outcome: "ok", detail: describeAuditParams(params) });

  const db = await consoleDb();
  const filter = toAuditFilter(params);
  const { rows, nextBefore } = await queryAudit(db, filter, {
    before: params.before ?? undefined,
    limit: AUDIT_PAGE_SIZE,
  });
  const newerBefore = params.before ? await auditNewerCursor(db, filter, params.before, AUDIT_PAGE_SIZE) : null;
  const options = {
    staff: (await listStaff(db)).map((member) => ({ value: member.id, label: member.email })),
    actions: await distinctAuditActions(db),
  };

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Audit log</h1>
        <p className="text-sm text-muted-foreground">
          Every sign-in, change and refusal, newest first. Changed values are masked; times are UTC.
        </p>
      </header>
      <AuditLog
        rows={rows}
        options={options}
        newerHref={params.before ? serializeAuditParams("/audit", { ...params, before: newerBefore }) : null}
        olderHref={nextBefore === null ? null : serializeAuditParams("/audit", { ...params, before: nextBefore })}
      />
    </div>
  );
}
