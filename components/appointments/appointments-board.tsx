"use client";

import { useMemo } from "react";
import { parseAsArrayOf, parseAsString, useQueryStates } from "nuqs";
import { AlertCircleIcon, RotateCwIcon } from "lucide-react";

import { DataTableFacetedFilter } from "@/components/data-table/data-table-faceted-filter";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NOT_BOOKED, countByStatus, filterRows } from "@/lib/console/appointments/board-rows";
import { PROVIDER_LABELS } from "@/lib/console/appointments/provider-labels";
import { agoText, humanize } from "@/lib/console/appointments/format";
import type { BoardData } from "@/lib/console/appointments/load-board";
import { APPOINTMENT_STATUSES } from "@/lib/contract/enums";
import { BoardActionsProvider } from "./appointment-row-actions";
import { BoardTable } from "./board-table";
import { TrackOrderForm } from "./track-order-form";
import { useBoardPolling, useSecondsSince } from "./use-board-polling";

const filterParsers = {
  status: parseAsArrayOf(parseAsString).withDefault([]),
  provider: parseAsArrayOf(parseAsString).withDefault([]),
  from: parseAsString,
  to: parseAsString,
};

const STATUS_OPTIONS = [...APPOINTMENT_STATUSES, NOT_BOOKED].map((value) => ({ value, label: humanize(value) }));
const PROVIDER_OPTIONS = Object.entries(PROVIDER_LABELS).map(([value, label]) => ({ value, label }));

/**
 * The appointments board: every at-home order the console knows, refreshed every 30 s while the
 * tab is visible. Filters live in the URL (rows are all in the browser, so updates are shallow).
 */
export function AppointmentsBoard({
  initial,
  showNames,
  userId,
  canChange = false,
}: {
  initial: BoardData;
  showNames: boolean;
  userId?: string;
  /** Whether the role may reschedule and cancel from the rows. */
  canChange?: boolean;
}) {
  const { data, changed, failure, loading, refresh } = useBoardPolling(initial, userId);
  const [filters, setFilters] = useQueryStates(filterParsers, { shallow: true, history: "replace" });
  const seconds = useSecondsSince(data.fetchedAt);
  const counts = useMemo(() => countByStatus(data.rows), [data.rows]);
  const rows = useMemo(() => filterRows(data.rows, filters), [data.rows, filters]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ul aria-label="Appointments per status" className="flex flex-wrap gap-2">
          {counts.map(([status, n]) => (
            <li key={status}>
              <Button variant="outline" size="sm" aria-pressed={filters.status.includes(status)} onClick={() => void setFilters({ status: [status] })}>
                {humanize(status)} <span className="font-semibold tabular-nums" data-testid={`count-${status}`}>{n}</span>
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          {/* A fixed width: the text changes every second and must not re-wrap the row. */}
          <span aria-live="off" data-testid="updated-ago" className="inline-block min-w-32 tabular-nums">
            Updated {agoText(seconds)}
          </span>
          <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={loading}>
            <RotateCwIcon aria-hidden="true" className={loading ? "animate-spin" : undefined} />
            Refresh
          </Button>
        </div>
      </div>
      {failure ? (
        <Alert variant="destructive" role="alert">
          <AlertCircleIcon />
          <AlertTitle>Could not refresh the board</AlertTitle>
          <AlertDescription>
            {failure.message} The rows below are from the last successful refresh.
          </AlertDescription>
        </Alert>
      ) : null}
      {data.warnings.map((w) => (
        <Alert key={w.requestId} role="status">
          <AlertCircleIcon />
          <AlertTitle>Part of the board could not be loaded</AlertTitle>
          <AlertDescription>{w.message}</AlertDescription>
        </Alert>
      ))}
      {data.truncated ? <p className="text-sm text-muted-foreground">Showing the newest at-home orders only; older ones are not read.</p> : null}
      <div className="flex flex-wrap items-end gap-3">
        <DataTableFacetedFilter title="Status" options={STATUS_OPTIONS} selected={filters.status} onChange={(status) => void setFilters({ status })} />
        <DataTableFacetedFilter title="Provider" options={PROVIDER_OPTIONS} selected={filters.provider} onChange={(provider) => void setFilters({ provider })} />
        <div className="grid gap-1">
          <Label htmlFor="board-from">Start from</Label>
          <Input id="board-from" type="date" className="h-8 w-40" value={filters.from ?? ""} onChange={(e) => void setFilters({ from: e.target.value || null })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="board-to">Start to</Label>
          <Input id="board-to" type="date" className="h-8 w-40" value={filters.to ?? ""} onChange={(e) => void setFilters({ to: e.target.value || null })} />
        </div>
        <Button variant="ghost" size="sm" onClick={() => void setFilters({ status: null, provider: null, from: null, to: null })}>
          Clear filters
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {rows.length} of {data.rows.length} at-home orders
      </p>
      <BoardActionsProvider canChange={canChange} onChanged={() => void refresh()}>
        <BoardTable rows={rows} changed={changed} showNames={showNames} />
      </BoardActionsProvider>
      {/* Tracking adds to the whole board; the per-user view lists that user's orders anyway. */}
      {userId ? null : <TrackOrderForm onTracked={() => void refresh()} />}
    </div>
  );
}
