"use client";

import { useCallback, useMemo } from "react";
import { useQueryStates } from "nuqs";
import { AlertCircleIcon, RotateCwIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { FailureAlert } from "@/components/common/failure-alert";
import { Button } from "@/components/ui/button";
import { countByStatus, type BoardRow } from "@/lib/console/appointments/board-rows";
import { DEFAULT_BOARD_SORT, boardPage, displayZone, filterBoardRows } from "@/lib/console/appointments/board-view";
import type { BoardData } from "@/lib/console/appointments/load";
import { mergedStatusLabel } from "@/lib/console/appointments/merged-status";
import { boardParsers, userBoardParsers } from "@/lib/console/appointments/board-params";
import { useViewerZone } from "@/components/time/viewer-zone";
import { BoardDisplayProvider } from "./board-cells";
import { BoardFilters, type SetBoardFilters } from "./board-filters";
import { BoardActionsProvider } from "./appointment-row-actions";
import { BoardTable } from "./board-table";
import { TrackOrderForm } from "./track-order-form";
import { useBoardPolling } from "./use-board-polling";
import { BoardFreshnessLine } from "./board-freshness";
import { fromBoardQuery } from "@/lib/console/orders/order-trail";

// Every row is in the browser already, so URL changes are shallow: no server render per click.
// Replaced, not pushed: paging through the board should not fill the back button's history.
const URL_OPTIONS = { shallow: true, history: "replace", scroll: false } as const;

/**
 * The appointments board: every at-home order the console knows, kept current by its live updates
 * (or a refresh every 30 s while they are not connected). Filters, sort, page and time zone live in
 * the URL, so a view can be linked; fresh rows come in and the same view is recomputed from them.
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
  const { data, changed, failure, loading, refresh, freshness, live } = useBoardPolling(initial, userId);
  const [params, setParams] = useQueryStates(userId ? userBoardParsers : boardParsers, URL_OPTIONS);
  const viewerZone = useViewerZone();
  const sort = params.sort ?? DEFAULT_BOARD_SORT;
  const zoneOf = useCallback((row: BoardRow) => displayZone(row, params.tz, viewerZone), [params.tz, viewerZone]);
  // Each status button says how many rows it would show: the other filters (dates above all) apply.
  const counts = useMemo(
    () => countByStatus(filterBoardRows(data.rows, { ...params, status: [] }, zoneOf)),
    [data.rows, params, zoneOf],
  );
  const page = useMemo(
    () => boardPage(data.rows, { filters: params, sort, page: params.page, size: params.size }, zoneOf),
    [data.rows, params, sort, zoneOf],
  );
  const display = useMemo(
    () => ({ zoneChoice: params.tz, viewerZone, showNames, changed, orderQuery: userId ? "" : fromBoardQuery }),
    [params.tz, viewerZone, showNames, changed, userId],
  );
  // Switching the zone keeps the page (rows are ordered by instant, not by clock); a filter restarts at page 1.
  const setFilters: SetBoardFilters = (next) =>
    void setParams(Object.keys(next).every((k) => k === "tz") ? next : { ...next, page: null });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ul aria-label="Appointments per status" className="flex flex-wrap gap-2">
          {counts.map(([status, n]) => (
            <li key={status}>
              <Button
                variant="outline"
                size="sm"
                aria-pressed={params.status.length === 1 && params.status[0] === status}
                onClick={() => setFilters({ status: [status] })}
              >
                {mergedStatusLabel(status)}{" "}
                <span className="font-semibold tabular-nums" data-testid={`count-${status}`}>
                  {n}
                </span>
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <BoardFreshnessLine freshness={freshness} live={live} />
          <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={loading}>
            <RotateCwIcon aria-hidden="true" className={loading ? "animate-spin" : undefined} />
            Refresh
          </Button>
        </div>
      </div>
      <FailureAlert title="Could not refresh the board" failure={failure} view="load">
        <p>The rows below are from the last successful refresh; the board tries again on its own, or use Refresh.</p>
      </FailureAlert>
      {data.warnings.map((w) => (
        <Alert key={w.requestId} role="status" data-error-view="load">
          <AlertCircleIcon />
          <AlertTitle>The board could not catch up with the service</AlertTitle>
          <AlertDescription>
            <p>{w.message}</p>
            <p>The rows below are what the console last knew; it keeps trying.</p>
          </AlertDescription>
        </Alert>
      ))}
      {data.truncated ? (
        <p className="text-sm text-muted-foreground">
          Showing the newest at-home orders only; older ones are left out.
        </p>
      ) : null}
      <BoardFilters values={params} set={setFilters} />
      <p className="text-sm text-muted-foreground">
        {page.total} of {data.rows.length} at-home orders match
      </p>
      <BoardDisplayProvider value={display}>
        <BoardActionsProvider canChange={canChange} onChanged={() => void refresh()}>
          <BoardTable
            page={page}
            sort={sort}
            pageNumber={params.page}
            size={params.size}
            // A new sort or size points the old page number at other rows: back to page 1.
            onSort={(next) => void setParams({ sort: next, page: null })}
            onPage={(next) => void setParams({ page: next })}
            onSize={(next) => void setParams({ size: next, page: null })}
          />
        </BoardActionsProvider>
      </BoardDisplayProvider>
      {/* Tracking adds to the whole board; the per-user view lists that user's orders anyway. */}
      {userId ? null : <TrackOrderForm onTracked={() => void refresh()} />}
    </div>
  );
}
