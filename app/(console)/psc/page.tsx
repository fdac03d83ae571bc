import type { Metadata } from "next";
import { Suspense } from "react";

import { parsePscParams, type RawSearchParams } from "@/lib/console/psc/params";
import { PscSection } from "@/components/psc/psc-section";
import { Skeleton } from "@/components/ui/skeleton";
import { guardPage } from "@/lib/console/guard";

export const metadata: Metadata = { title: "Service centers" };

/**
 * Where a patient can walk in for a draw: by ZIP and lab, or (`?order=`) near an order's patient.
 * The URL is the search; the form writes it and this page runs it.
 */
export default async function PscPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const who = await guardPage("psc.search", { action: "psc.search" });
  const params = parsePscParams(await searchParams);
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Service centers</h1>
        <p className="text-sm text-muted-foreground">Find where a patient can walk in for a draw.</p>
      </header>
      <Suspense fallback={<PscSkeleton />}>
        <PscSection who={who} params={params} />
      </Suspense>
    </div>
  );
}

function PscSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading service centers" className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-9 w-40" />
        ))}
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
