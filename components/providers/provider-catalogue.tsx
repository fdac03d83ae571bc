import { LoadError } from "@/components/common/load-error";
import type { Loaded } from "@/lib/console/loaded";
import type { ProviderLinkInfoView as ProviderLinkInfo } from "@/lib/service/read/link";
import type { ProviderView as Provider } from "@/lib/service/read/providers";
import { ProviderCard } from "./provider-card";
import { ProviderFilters } from "./provider-filters";
import { ProviderLinkInfoPanel } from "./provider-link-info-panel";

type Filters = { sourceType: string | null; q: string };

/** A URL of this page with the filters kept and `provider` set (or dropped). */
function hrefWith(filters: Filters, provider: string | null) {
  const params = new URLSearchParams();
  if (filters.sourceType) params.set("source_type", filters.sourceType);
  if (filters.q) params.set("q", filters.q);
  if (provider) params.set("provider", provider);
  const query = params.toString();
  return query ? `/providers?${query}` : "/providers";
}

export function ProviderCatalogue({
  providers,
  total,
  filters,
  selected,
  linkInfo,
}: {
  providers: Provider[];
  total: number;
  filters: Filters;
  selected: string;
  linkInfo: Loaded<ProviderLinkInfo | null> | null;
}) {
  return (
    <div className="flex flex-col gap-4">
      <ProviderFilters sourceType={filters.sourceType} q={filters.q} />
      <p className="text-sm text-muted-foreground" role="status">
        {providers.length === total ? `${total} providers` : `${providers.length} of ${total} providers match`}
      </p>
      {linkInfo && !linkInfo.ok ? <LoadError title="Could not load the link info" failure={linkInfo} /> : null}
      {linkInfo?.ok && linkInfo.data ? (
        <ProviderLinkInfoPanel info={linkInfo.data} closeHref={hrefWith(filters, null)} />
      ) : null}
      {linkInfo?.ok && !linkInfo.data ? (
        <p className="text-sm text-muted-foreground">
          {selected} is not an OAuth provider, so it has no OAuth link info.
        </p>
      ) : null}
      {providers.length === 0 ? (
        <p className="text-sm">No provider matches. Clear the search or choose another source type.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {providers.map((p) => (
            <ProviderCard
              key={p.slug}
              provider={p}
              selected={p.slug === selected}
              detailHref={hrefWith(filters, p.slug)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
