import "server-only";
import { listProvidersFor } from "@/lib/console/connections/load";
import { failedLoad, type Loaded } from "@/lib/console/loaded";
import { OAUTH_PROVIDERS } from "@/lib/contract/enums";
import type { BulkOpView as BulkOp } from "@/lib/service/read/link";
import { ServiceError, serviceClient, serviceDescription } from "@/lib/service";

/**
 * What the console knows of the team's bulk import set-up. Only the embedded service says (the
 * interface has no endpoint for it); against a remote service it is unknown until an import is
 * tried, and the page says so.
 */
export type BulkImportSetup =
  | { known: true; embedded: true; teamId: string; enabled: boolean; clientIds: Record<string, string> }
  | { known: false; embedded: boolean; teamId: null };

/**
 * The bulk import page's data: the providers bulk import accepts (named from the catalogue when
 * it loads, by slug otherwise) and the newest bulk operations.
 */
export async function loadBulkImportPage() {
  const [catalogue, ops, setup] = await Promise.all([listProvidersFor(), loadOps(), loadBulkImportSetup()]);
  const names = new Map(catalogue.ok ? catalogue.data.map((p) => [p.slug, p.name]) : []);
  const providers = OAUTH_PROVIDERS.map((slug) => ({ slug, name: names.get(slug) ?? slug })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return { providers, ops, setup };
}

export async function loadBulkImportSetup(): Promise<BulkImportSetup> {
  if (serviceDescription().mode !== "embedded") return { known: false, embedded: false, teamId: null };
  try {
    const r = await serviceClient().bulkImportReadiness();
    const clientIds = Object.fromEntries(r.credentials.map((c) => [c.provider, c.client_id]));
    return { known: true, embedded: true, teamId: r.team_id, enabled: r.enabled, clientIds };
  } catch (error) {
    // Best effort: without it the page still imports, and a refusal still explains itself.
    if (!(error instanceof ServiceError)) throw error;
    return { known: false, embedded: true, teamId: null };
  }
}

async function loadOps(): Promise<Loaded<BulkOp[]>> {
  try {
    return { ok: true, data: (await serviceClient().listBulkOps({ page_size: 20 })).data };
  } catch (error) {
    return failedLoad(error);
  }
}
