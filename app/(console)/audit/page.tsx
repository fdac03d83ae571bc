import type { Metadata } from "next";
import { Suspense } from "react";
import type { SearchParams } from "nuqs/server";

import { AuditSection } from "@/components/audit/audit-section";
import { auditParamsCache, describeAuditParams } from "@/lib/console/audit/params";
import { DataTableSkeleton } from "@/components/data-table/data-table-skeleton";
import { audit } from "@/lib/console/audit/record";
import { guardPage } from "@/lib/console/guard";
import { usableZone } from "@/lib/console/time/format-time";
import { viewerZoneOf } from "@/lib/console/time/viewer-zone";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const who = await guardPage("audit.read", { action: "audit.read" });
  const params = await auditParamsCache.parse(searchParams);
  // Date filters are the viewer's calendar days, in the zone the server renders their times in.
  const zone = usableZone((await viewerZoneOf(who)).zone);
  // Reading the log is itself on the record, with the filters used, before anything is shown.
  await audit(who, { action: "audit.read", outcome: "ok", detail: describeAuditParams(params, zone) });

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Audit log</h1>
        <p className="text-sm text-muted-foreground">
          Every sign-in, change and refusal, newest first. Health information in changed values is masked.
        </p>
      </header>
      <Suspense fallback={<DataTableSkeleton columnCount={8} rowCount={12} filterCount={6} />}>
        <AuditSection params={params} role={who.role} zone={zone} />
      </Suspense>
    </div>
  );
}
