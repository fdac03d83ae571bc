import { FileDownIcon } from "lucide-react";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/appointments/status-badge";
import { LoadError } from "@/components/common/load-error";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { humanize } from "@/lib/console/appointments/format";
import { loadOrderResults } from "@/lib/console/orders/load-results";
import type { OrderTest } from "@/lib/console/orders/result-groups";
import { FlaggedMarkers } from "@/components/results-review/flagged-markers";
import { flaggedRows } from "@/lib/console/results-review/flagged";
import { ReportDate } from "./report-date";
import { ResultsTable } from "./results-table";

export type OrderResultsProps = {
  who: CurrentStaff;
  order: {
    id: string;
    userId: string;
    createdAt: string;
    status: string;
    tests: OrderTest[];
    shows: { resultsPdf: boolean };
  };
};

/**
 * The report itself: the order's status beside the report's (an order completes with a partial
 * report), when the sample was collected and reported, the lab, the PDF, and the table. Loaded on
 * the server inside the section's Suspense, so the rest of the order shows first.
 */
export async function OrderResults({ who, order }: OrderResultsProps) {
  const loaded = await loadOrderResults(who, order);
  if (!loaded.ok) return <LoadError title="Could not load the lab results" failure={loaded} />;
  const results = loaded.data;
  if (!results) {
    return (
      <p className="text-sm text-muted-foreground">
        No results yet. They appear here once the lab has processed the sample.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="report-status">
            <StatusBadge status={order.status} /> <span>— {results.statusText}</span>
          </dd>
          <dt className="text-muted-foreground">Interpretation</dt>
          <dd>{results.interpretation ? humanize(results.interpretation) : "—"}</dd>
          <dt className="text-muted-foreground">Collected</dt>
          <dd>
            <ReportDate value={results.collectedAt} />
          </dd>
          <dt className="text-muted-foreground">Reported</dt>
          <dd>
            <ReportDate value={results.reportedAt} />
          </dd>
          <dt className="text-muted-foreground">Laboratory</dt>
          <dd>{results.laboratory ?? "—"}</dd>
        </dl>
        {order.shows.resultsPdf ? (
          <Button asChild variant="outline" size="sm">
            <a href={`/orders/${order.id}/results-pdf`} download>
              <FileDownIcon aria-hidden="true" />
              Results PDF
            </a>
          </Button>
        ) : null}
      </div>
      {results.trendsNote ? (
        <Alert>
          <AlertDescription>{results.trendsNote}</AlertDescription>
        </Alert>
      ) : null}
      <FlaggedMarkers rows={flaggedRows(results)} />
      {results.groups.length > 0 ? (
        <ResultsTable results={results} />
      ) : (
        <p className="text-sm text-muted-foreground">The report lists no markers.</p>
      )}
    </div>
  );
}
