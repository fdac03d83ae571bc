import type { Metadata } from "next";

import { Suspense } from "react";

import { ProvidersSection } from "@/components/providers/providers-section";
import { Skeleton } from "@/components/ui/skeleton";
import { guardPage } from "@/lib/console/guard";
import { sourceTypeParam } from "@/lib/console/connections/provider-filter";
import { firstParam } from "@/lib/url-state/first-param";

export const metadata: Metadata = { title: "Providers" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The provider catalogue: source type filtered at the service, text searched here; OAuth link info on demand. */
export default async function ProvidersPage({ searchParams }: Props) {
  await guardPage("connections.read", { action: "providers.list" });
  const params = await searchParams;
  const sourceType = sourceTypeParam(params.source_type);
  const q = (firstParam(params.q) ?? "").slice(0, 100);
  const selected = (firstParam(params.provider) ?? "").slice(0, 60);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Providers</h1>
        <p className="text-sm text-muted-foreground">
          The devices and apps a user can connect, with what each one supplies.
        </p>
      </header>
      <Suspense fallback={<CatalogueSkeleton />}>
        <ProvidersSection filters={{ sourceType, q }} selected={selected} />
      </Suspense>
    </div>
  );
}

function CatalogueSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading providers" className="flex flex-col gap-4">
      <Skeleton className="h-9 w-full max-w-xl" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    </div>
  );
}
