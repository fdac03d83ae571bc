"use client";

import { useMemo, useState } from "react";
import { DownloadIcon, UploadIcon } from "lucide-react";

import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf, type Failure } from "@/lib/console/action-failure";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { submitBulkImportAction } from "@/lib/console/actions/bulk-import";
import { applyImportChecks } from "@/lib/console/bulk-import/checks";
import { IMPORT_CHUNK, sendableRecipes, type PreviewRow } from "@/lib/console/bulk-import/rows";
import type { BulkImportSubmit } from "@/lib/console/bulk-import/schemas";
import type { BulkImportSetup } from "@/lib/console/bulk-import/load";
import { failureReasons } from "@/lib/console/bulk-import/failure-reasons";
import type { BulkOpView as BulkOp } from "@/lib/service/read/link";
import { BulkOpsList } from "./bulk-ops-list";
import { CredentialStatus } from "./credential-status";
import { FilePicker } from "./file-picker";
import { ImportResult, type ImportOutcome } from "./import-result";
import { PreviewTable } from "./preview-table";
import { ProviderPicker } from "./provider-picker";
import { useBulkOps } from "./use-bulk-ops";
import { useUserCheck } from "./use-user-check";

type Option = { slug: string; name: string };

const NONE: ReadonlySet<string> = new Set();

/**
 * Choose provider → pick a file → preview with per-row checks → submit the valid rows (in chunks
 * the action accepts) → imported and failed users, and the ops list that follows queued work.
 */
export function BulkImportWorkspace({
  providers,
  initialOps,
  setup,
}: {
  providers: Option[];
  initialOps: BulkOp[];
  setup: BulkImportSetup;
}) {
  const [provider, setProvider] = useState("");
  const [providerError, setProviderError] = useState<string | null>(null);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const { userCheck, checkUsers } = useUserCheck();
  const [wait, setWait] = useState(true);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const { ops, stale, refresh } = useBulkOps(initialOps);

  const chosen = providers.find((p) => p.slug === provider);
  const providerNames = useMemo(() => new Map(providers.map((p) => [p.slug, p.name])), [providers]);
  const clientId = setup.known && provider ? (setup.clientIds[provider] ?? null) : null;
  // The import's own rules on every row, for the provider chosen now (it may change after the file).
  const checked = rows
    ? applyImportChecks(rows, {
        provider: chosen ?? null,
        clientId,
        unknownUsers: userCheck?.status === "done" ? userCheck.unknown : NONE,
      })
    : null;
  const recipes = checked ? sendableRecipes(checked) : [];
  const invalidLines = checked ? checked.filter((r) => !r.recipe).map((r) => r.line) : [];

  async function submit() {
    setFailure(null);
    setOutcome(null);
    if (!provider) {
      setProviderError("Choose the provider these connections belong to.");
      return;
    }
    setPending(true);
    const total: ImportOutcome = { imported: [], failed: [], failedRows: [], queued: false, notSent: invalidLines };
    try {
      for (let start = 0; start < recipes.length; start += IMPORT_CHUNK) {
        const input = {
          provider,
          connections: recipes.slice(start, start + IMPORT_CHUNK),
          waitForCompletion: wait,
        } as BulkImportSubmit;
        const result = await submitBulkImportAction(input);
        if (!result.ok) {
          const sent = start > 0 ? ` The first ${start} connections were already sent.` : "";
          setFailure({ ...failureOf(result), message: `${result.fieldErrors?.provider ?? result.message}${sent}` });
          return;
        }
        total.imported.push(...result.data.imported);
        total.failed.push(...result.data.failed);
        total.queued ||= result.data.queued;
      }
      setOutcome({ ...total, failedRows: failureReasons(rows ?? [], total.failed, { clientId, known: setup.known }) });
    } finally {
      setPending(false);
      void refresh();
    }
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="import-heading" className="grid max-w-4xl gap-4">
        <h2 id="import-heading" className="text-lg font-semibold">
          Import connections
        </h2>
        <ProviderPicker
          providers={providers}
          value={provider}
          error={providerError}
          onChange={(value) => {
            setProvider(value);
            setProviderError(null);
          }}
        />
        {chosen ? <CredentialStatus setup={setup} provider={chosen} /> : null}
        {provider ? (
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            {/* A plain link: the file comes from the server, for this provider, with two of the team's users. */}
            <a href={`/bulk-import/sample?provider=${encodeURIComponent(provider)}`} download>
              <DownloadIcon aria-hidden="true" />
              Download a sample CSV for {chosen?.name ?? provider}
            </a>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            Choose the provider first: the sample file is made for it, with tokens its app would issue.
          </p>
        )}
        <FilePicker
          onParsed={(parsed) => {
            setRows(parsed);
            setOutcome(null);
            setFailure(null);
            void checkUsers(parsed);
          }}
        />
        {checked ? <PreviewTable rows={checked} userCheck={userCheck} /> : null}
        <FormField
          label="Wait for completion"
          orientation="horizontal"
          description="Up to 20 seconds, then the list of imported and failed users. Otherwise the import is queued and followed below."
        >
          <Checkbox checked={wait} onCheckedChange={(checked) => setWait(checked === true)} />
        </FormField>
        <FailureAlert failure={failure} />
        <Button
          className="justify-self-start"
          onClick={submit}
          disabled={pending || recipes.length === 0 || userCheck?.status === "checking"}
        >
          <UploadIcon aria-hidden="true" />
          {pending
            ? "Importing…"
            : `Import ${recipes.length.toLocaleString("en-US")} connection${recipes.length === 1 ? "" : "s"}`}
        </Button>
        {invalidLines.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            Rows that would fail are left out; fix them in the file and import them later.
          </p>
        ) : null}
        {outcome ? <ImportResult outcome={outcome} /> : null}
      </section>
      <section aria-labelledby="ops-heading" className="grid max-w-4xl gap-3">
        <h2 id="ops-heading" className="text-lg font-semibold">
          Bulk operations
        </h2>
        {stale ? <p className="text-sm text-destructive">Could not refresh: {stale}</p> : null}
        <BulkOpsList ops={ops} names={providerNames} />
      </section>
    </div>
  );
}
