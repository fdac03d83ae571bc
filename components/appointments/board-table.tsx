"use client";

import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import type { BoardPage, BoardSort } from "@/lib/console/appointments/board-view";
import { BOARD_PAGE_SIZES } from "@/lib/console/appointments/board-params";
import { cn } from "@/lib/utils";
import { zoneHeading, useBoardDisplay } from "./board-cells";
import { useBoardColumns, type BoardColumn } from "./board-columns";

/**
 * One page of the board, already filtered, sorted and cut (board-view.ts). Each row carries its
 * order id and whether its status just moved (highlighted, and said to screen readers in the
 * order cell). Drawn without the TanStack table kit on purpose: the rows are in the browser
 * already, and the kit's table code would push the pages that show the board over their
 * JavaScript budget.
 */
export function BoardTable({
  page,
  sort,
  pageNumber,
  size,
  onSort,
  onPage,
  onSize,
}: {
  page: BoardPage;
  sort: BoardSort;
  pageNumber: number;
  size: number;
  onSort: (sort: BoardSort) => void;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const { changed } = useBoardDisplay();
  const boardColumns = useBoardColumns();
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-md border max-sm:border-0">
        <Table cards aria-label="At-home appointments">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {boardColumns.map((column) => {
                const sorted = column.sort === sort.id ? (sort.desc ? "descending" : "ascending") : undefined;
                return (
                  <TableHead key={column.id} aria-sort={sorted}>
                    <ColumnHeader column={column} sorted={sorted} onSort={onSort} />
                  </TableHead>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={boardColumns.length} className="py-8 text-center text-muted-foreground">
                  {page.total > 0 ? (
                    <>
                      Page {pageNumber} is past the last page.{" "}
                      <Button variant="link" onClick={() => onPage(1)}>
                        Go to the first page
                      </Button>
                    </>
                  ) : (
                    "No at-home orders match these filters."
                  )}
                </TableCell>
              </TableRow>
            ) : null}
            {page.rows.map((row) => {
              const moved = changed.has(row.orderId);
              return (
                <TableRow
                  key={row.orderId}
                  data-order-id={row.orderId}
                  data-changed={moved || undefined}
                  className={cn(moved && "bg-warning/10 transition-colors")}
                >
                  {boardColumns.map((column) => (
                    <TableCell
                      key={column.id}
                      data-column={column.id}
                      data-label={column.headerHidden ? undefined : column.header}
                      className={column.className}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <DataTablePagination
        total={page.total}
        pageCount={page.pageCount}
        page={pageNumber}
        size={size}
        sizes={BOARD_PAGE_SIZES}
        onPage={onPage}
        onSize={onSize}
      />
    </div>
  );
}

/** Plain text, or for a sortable column a button: soonest first on the first press, then the reverse. */
function ColumnHeader({
  column,
  sorted,
  onSort,
}: {
  column: BoardColumn;
  sorted: "ascending" | "descending" | undefined;
  onSort: (sort: BoardSort) => void;
}) {
  const { zoneChoice, viewerZone } = useBoardDisplay();
  const title = column.zoned ? `${column.header} (${zoneHeading(zoneChoice, viewerZone)})` : column.header;
  if (column.headerHidden) return <span className="sr-only">{title}</span>;
  if (!column.sort) return <>{title}</>;
  const Icon = sorted === "descending" ? ArrowDownIcon : sorted === "ascending" ? ArrowUpIcon : ChevronsUpDownIcon;
  const id = column.sort;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 h-8"
      onClick={() => onSort({ id, desc: sorted === "ascending" })}
    >
      {title}
      <Icon aria-hidden="true" className={cn(!sorted && "opacity-50")} />
    </Button>
  );
}
