import type { Metadata } from "next";

import { BulkImportWorkspace } from "@/components/bulk-import/bulk-import-workspace";
import { FormatHelp } from "@/components/bulk-import/format-help";
import { LoadError } from "@/components/common/load-error";
import { loadBulkImportPage } from "@/lib/console/bulk-import/load";
import { guardPage } from "@/lib/console/guard";

export const metadata: Metadata = { title: "Bulk import" };

/** Admins move existing OAuth connections over in bulk and follow the background operations. */
export default async function BulkImportPage() {
  await guardPage("bulk_import.manage", { action: "bulk_import.view" });
  const { providers, ops, setup } = await loadBulkImportPage();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Bulk import</h1>
        <p className="text-sm text-muted-foreground">
          Move connections your users already made with your own OAuth app into the service, one provider per file.
        </p>
      </header>
      <FormatHelp />
      {ops.ok ? (
        <BulkImportWorkspace providers={providers} initialOps={ops.data} setup={setup} />
      ) : (
        <LoadError title="Could not load the bulk operations" failure={ops} />
      )}
    </div>
  );
}
