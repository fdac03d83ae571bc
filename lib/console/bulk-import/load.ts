import "server-only";
import { listProvidersFor } from "@/lib/console/connections/load";
import type { Loaded } from "@/lib/console/users/load-users";
import { OAUTH_PROVIDERS } from "@/lib/contract/enums";
import type { BulkOpView as BulkOp } from "@/lib/service/read/link";
import { ServiceError, serviceClient } from "@/lib/service";

/**
 * The bulk import page's data: the providers bulk import accepts (named from the catalogue when
 * it loads, by slug otherwise) and the newest bulk operations.
 */
export async function loadBulkImportPage() {
  const [catalogue, ops] = await Promise.all([listProvidersFor(), loadOps()]);
  const names = new Map(catalogue.ok ? catalogue.data.map((p) => [p.slug, p.name]) : []);
  const providers = OAUTH_PROVIDERS.map((slug) => ({ slug, name: names.get(slug) ?? slug })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return { providers, ops };
}

async function loadOps(): Promise<Loaded<BulkOp[]>> {
  try {
    return { ok: true, data: (await serviceClient().listBulkOps({ page_size: 20 })).data };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { ok: false, error: { message: error.userMessage(), requestId: error.requestId } };
  }
}
