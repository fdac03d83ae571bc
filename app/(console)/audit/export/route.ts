import { audit } from "@/lib/console/audit/record";
import { auditCsvFilename, auditCsvStream } from "@/lib/console/audit/csv";
import { guardRoute } from "@/lib/console/guard";
import { iterateAudit } from "@/lib/console/audit/store";
import { consoleDb } from "@/lib/console/store/db";
import { usableZone } from "@/lib/console/time/format-time";
import { viewerZoneOf } from "@/lib/console/time/viewer-zone";
import { describeAuditParams, loadAuditParams, toAuditFilter } from "@/lib/console/audit/params";

/**
 * The audit log as CSV: every record matching the page's filters (same query string), streamed
 * newest first in batches. The export is audited like a read; a refusal is a JSON 401/403.
 */
export async function GET(request: Request) {
  return guardRoute("audit.read", { action: "audit.export" }, async (who) => {
    const { before: _cursor, ...params } = loadAuditParams(request);
    // The same days as on the page: the viewer's, in their zone.
    const zone = usableZone((await viewerZoneOf(who)).zone);
    await audit(who, { action: "audit.export", outcome: "ok", detail: describeAuditParams(params, zone) });
    const stream = auditCsvStream(iterateAudit(await consoleDb(), toAuditFilter(params, zone)));
    return new Response(stream, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename=${auditCsvFilename()}`,
        "cache-control": "no-store",
      },
    });
  });
}
