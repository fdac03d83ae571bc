import { LoadError } from "@/components/common/load-error";
import { listProvidersFor, loadProviderLinkInfo } from "@/lib/console/connections/load";
import { searchProviders, sourceTypeParam } from "@/lib/console/connections/provider-filter";
import { ProviderCatalogue } from "./provider-catalogue";

type Filters = { sourceType: ReturnType<typeof sourceTypeParam>; q: string };

/** The catalogue and any chosen provider's link info, loaded inside the page's Suspense. */
export async function ProvidersSection({ filters, selected }: { filters: Filters; selected: string }) {
  const [providers, linkInfo] = await Promise.all([
    listProvidersFor(filters.sourceType),
    selected ? loadProviderLinkInfo(selected) : null,
  ]);
  if (!providers.ok) return <LoadError title="Could not load the providers" failure={providers} />;
  return (
    <ProviderCatalogue
      providers={searchProviders(providers.data, filters.q)}
      total={providers.data.length}
      filters={{ sourceType: filters.sourceType, q: filters.q }}
      selected={selected}
      linkInfo={linkInfo}
    />
  );
}
