import type { Metadata } from "next";

import { ProviderCatalogue } from "@/components/providers/provider-catalogue";
import { LoadError } from "@/components/users/load-error";
import { guardPage } from "@/lib/console/guard";
import { listProvidersFor, loadProviderLinkInfo } from "@/lib/console/connections/load";
import { searchProviders, sourceTypeParam } from "@/lib/console/connections/provider-filter";

export const metadata: Metadata = { title: "Providers" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** The provider catalogue: source type filtered at the service, text searched here; OAuth link info on demand. */
export default async function ProvidersPage({ searchParams }: Props) {
  await guardPage("connections.read", { action: "providers.list" });
  const params = await searchParams;
  const sourceType = sourceTypeParam(params.source_type);
  const q = first(params.q).slice(0, 100);
  const selected = first(params.provider).slice(0, 60);
  const [providers, linkInfo] = await Promise.all([
    listProvidersFor(sourceType),
    selected ? loadProviderLinkInfo(selected) : null,
  ]);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Providers</h1>
        <p className="text-sm text-muted-foreground">
          The devices and apps a user can connect, with what each one supplies.
        </p>
      </header>
      {providers.ok ? (
        <ProviderCatalogue
          providers={searchProviders(providers.data, q)}
          total={providers.data.length}
          filters={{ sourceType, q }}
          selected={selected}
          linkInfo={linkInfo}
        />
      ) : (
        <LoadError title="Could not load the providers" error={providers.error} />
      )}
    </div>
  );
}
