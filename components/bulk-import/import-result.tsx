import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { FailedRow } from "@/lib/console/bulk-import/failure-reasons";

export type ImportOutcome = {
  imported: string[];
  failed: string[];
  /** Each failed user with its row in the file and the likely reason. */
  failedRows: FailedRow[];
  queued: boolean;
  /** Rows of the file that were invalid and therefore never sent. */
  notSent: number[];
};

function IdList({ label, ids }: { label: string; ids: string[] }) {
  if (ids.length === 0) return null;
  return (
    <details open={ids.length <= 20}>
      <summary className="cursor-pointer text-sm font-medium">
        {label} ({ids.length})
      </summary>
      <ul aria-label={label} className="mt-1 grid max-h-48 gap-0.5 overflow-auto font-mono text-xs">
        {ids.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
    </details>
  );
}

/** What the service reported: imported and failed users, or that the work was queued. */
export function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  const n = outcome.notSent.length;
  const lines = `${outcome.notSent.slice(0, 20).join(", ")}${n > 20 ? ", …" : ""}`;
  const skipped = n
    ? ` ${n === 1 ? `1 invalid row of the file was not sent (row ${lines})` : `${n} invalid rows of the file were not sent (rows ${lines})`}.`
    : "";
  if (outcome.queued) {
    return (
      <Alert role="status">
        <AlertTitle>Import queued</AlertTitle>
        <AlertDescription>
          The service is importing in the background; follow its progress under Bulk operations below.{skipped}
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert role="status" variant={outcome.failed.length > 0 ? "destructive" : "default"}>
      <AlertTitle>
        Import finished: {outcome.imported.length} imported, {outcome.failed.length} failed
      </AlertTitle>
      <AlertDescription className="grid gap-2">
        {outcome.failedRows.length > 0 ? (
          <>
            <p>Fix these rows in the file and import them again:</p>
            <ul aria-label="Failed rows" className="grid max-h-48 gap-1 overflow-auto text-xs">
              {outcome.failedRows.slice(0, 200).map((f) => (
                <li key={f.userId}>
                  <span className="font-medium">{f.line === null ? "Row ?" : `Row ${f.line}`}</span>{" "}
                  <span className="font-mono">{f.userId}</span>: {f.reason}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {skipped ? <p>{skipped.trim()}</p> : null}
        <IdList label="user_ids_failed" ids={outcome.failed} />
        <IdList label="user_ids_imported" ids={outcome.imported} />
      </AlertDescription>
    </Alert>
  );
}
