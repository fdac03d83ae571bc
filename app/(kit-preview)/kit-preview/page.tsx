import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { createSearchParamsCache } from "nuqs/server";

import { Separator } from "@/components/ui/separator";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { filterParsers, pickSort, tableParsers, toOffsetLimit } from "@/lib/url-state/table-params";
import { queryPreviewRows } from "./preview-data";
import { PreviewTable } from "./preview-table";
import { PreviewControls } from "./preview-controls";
import { PreviewOverlays } from "./preview-overlays";

export const metadata: Metadata = { title: "UI kit preview" };

// The same parsers the table writes with: page/size/sort plus the filters its columns declare.
const previewParamsCache = createSearchParamsCache({
  ...tableParsers,
  q: filterParsers.text,
  status: filterParsers["multi-select"],
  provider: filterParsers.select,
});

/** Temporary: every UI primitive plus a server-paginated table of 1,000 rows. */
export default async function KitPreviewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { page, size, sort, q, status, provider } = await previewParamsCache.parse(searchParams);
  const { rows, total } = queryPreviewRows({
    ...toOffsetLimit({ page, size }),
    q,
    status,
    provider,
    sort: pickSort(sort, ["name", "createdAt", "amount"] as const),
  });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 p-6">
      <header className="flex items-center justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">UI kit preview</h1>
          <p className="text-sm text-muted-foreground">Temporary page: components/ui, theme and the data-table kit.</p>
        </div>
        <ThemeToggle />
      </header>
      <PreviewControls />
      <PreviewOverlays />
      <Separator />
      <section className="flex flex-col gap-3" aria-labelledby="table-heading">
        <h2 id="table-heading" className="text-lg font-semibold">
          Data table (server-side pagination, state in the URL)
        </h2>
        <PreviewTable rows={rows} total={total} />
      </section>
    </div>
  );
}
