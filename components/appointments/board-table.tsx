"use client";

import { useMemo } from "react";
import { functionalUpdate, useTable, type SortingState, type Updater } from "@tanstack/react-table";

import { dataTableFeatures } from "@/components/data-table/data-table-features";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import type { TableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { BoardPage, BoardSort } from "@/lib/console/appointments/board-view";
import { cn } from "@/lib/utils";
import { boardColumns } from "./board-columns";
import { useBoardDisplay } from "./board-cells";

/**
 * One page of the board, built with the table kit's features. The page is already cut
 * (board-view.ts); the table renders it, and turns sorting and paging into URL changes. Rows are
 * drawn here rather than by the kit's DataTable because each carries its order id and whether its
 * status just moved (highlighted, and said to screen readers in the order cell).
 */
export function BoardTable({ page, sort, urlState }: { page: BoardPage; sort: BoardSort; urlState: TableUrlState }) {
  const { changed } = useBoardDisplay();
  const sorting = useMemo<SortingState>(() => [sort], [sort]);
  const table = useTable({
    features: dataTableFeatures,
    columns: boardColumns,
    data: page.rows,
    getRowId: (row) => row.orderId,
    rowCount: page.total,
    manualPagination: true,
    manualSorting: true,
    autoResetPageIndex: false,
    state: { pagination: urlState.pagination, sorting },
    onPaginationChange: urlState.onPaginationChange,
    // Clearing the sort goes back to the default (soonest start first), not to no order at all.
    onSortingChange: (updater: Updater<SortingState>) =>
      urlState.setSort(functionalUpdate(updater, sorting)[0] ?? null),
  });
  const rows = table.getRowModel().rows;
  const columnCount = boardColumns.length;

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-md border">
        <Table aria-label="At-home appointments">
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableHead
                      key={header.id}
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    >
                      <table.FlexRender header={header} />
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} className="py-8 text-center text-muted-foreground">
                  {page.total > 0 ? (
                    <>
                      Page {urlState.page} is past the last page.{" "}
                      <Button variant="link" onClick={() => urlState.setPage(1)}>
                        Go to the first page
                      </Button>
                    </>
                  ) : (
                    "No at-home orders match these filters."
                  )}
                </TableCell>
              </TableRow>
            ) : null}
            {rows.map((row) => {
              const moved = changed.has(row.id);
              return (
                <TableRow
                  key={row.id}
                  data-order-id={row.id}
                  data-changed={moved || undefined}
                  className={cn(moved && "bg-warning/10 transition-colors")}
                >
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      data-column={cell.column.id}
                      className={cell.column.columnDef.meta?.className}
                    >
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <DataTablePagination table={table} urlState={urlState} rowCount={page.total} />
    </div>
  );
}
