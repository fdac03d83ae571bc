import { loadBulkImportSetup } from "@/lib/console/bulk-import/load";
import { sampleConnectionsCsv } from "@/lib/console/bulk-import/sample";
import { guardRoute } from "@/lib/console/guard";
import { serviceClient } from "@/lib/service";

const PROVIDER = /^[a-z0-9_]{1,40}$/;

/**
 * A sample connections CSV for the chosen provider (the page offers it once one is chosen), with
 * two of the team's own user ids and tokens shaped like the team's app for that provider issues
 * them, so where that app is known (the embedded service) it imports as it is. Without a
 * provider, or for one the team has no app for, the tokens are placeholders the preview flags.
 */
export async function GET(request: Request) {
  return guardRoute("bulk_import.manage", { action: "bulk_import.sample" }, async () => {
    const provider = new URL(request.url).searchParams.get("provider") ?? "";
    const setup = await loadBulkImportSetup();
    const clientId = setup.known && PROVIDER.test(provider) ? (setup.clientIds[provider] ?? null) : null;
    const { users } = await serviceClient().listUsers({ limit: 2 });
    const csv = sampleConnectionsCsv({ userIds: users.map((u) => u.user_id), clientId });
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename=connections-sample${PROVIDER.test(provider) ? `-${provider}` : ""}.csv`,
        "cache-control": "no-store",
      },
    });
  });
}
