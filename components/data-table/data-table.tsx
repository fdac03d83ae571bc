"use client";

import * as React from "react";
import { useTable, type ColumnVisibilityState, type RowData } from "@tanstack/react-table";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PAGE_SIZE_OPTIONS } from "@/lib/url-state/table-params";
import {
  cardLabel,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnDef,
  type DataTableInstance,
  type DataTableRow,
} from "./data-table-features";
import { DataTablePagination } from "./data-table-pagination";
import { DataTableToolbar } from "./data-table-toolbar";
import { useTableUrlState, type TableUrlState, type UseTableUrlStateOptions } from "./use-table-url-state";

export type DataTableProps<TData extends RowData> = {
  /** Must be stable (module scope or memoised): a new array each render rebuilds the table. */
  columns: ReadonlyArray<DataTableColumnDef<TData>>;
  /** The rows of the current page only, as the server returned them. */
  data: ReadonlyArray<TData>;
  /** Total rows across all pages (the list endpoint's `total`). */
  rowCount: number;
  getRowId?: (row: TData, index: number) => string;
  /** Accessible name of the table, e.g. "Orders". */
  label: string;
  pageSizeOptions?: readonly number[];
  /** Loading from outside the table (e.g. a parent transition); URL changes made here are tracked already. */
  loading?: boolean;
  /** Shown instead of the rows when the page could not be loaded (say what to do, with the request id). */
  error?: React.ReactNode;
  /** Shown when the filters match nothing. */
  emptyState?: React.ReactNode;
  /** Extra toolbar content on the right (export, "New order"…). */
  actions?: React.ReactNode;
  /** Pass the result of `useTableUrlState()` when the parent needs the same state; otherwise it is created here. */
  urlState?: TableUrlState;
  urlStateOptions?: UseTableUrlStateOptions;
  initialColumnVisibility?: ColumnVisibilityState;
  className?: string;
};

/**
 * A server-paginated table: it renders the page it is given and turns paging, sorting and
 * filtering into URL changes, which re-render the server page with the next slice.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { columns, data, rowCount, getRowId, label, loading, error, emptyState, actions, className } = props;
  const ownUrlState = useTableUrlState(props.urlStateOptions);
  const url = props.urlState ?? ownUrlState;
  const [columnVisibility, setColumnVisibility] = React.useState<ColumnVisibilityState>(
    props.initialColumnVisibility ?? {},
  );

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    rowCount,
    manualPagination: true,
    manualSorting: true,
    // The URL is the source of truth; a data change must not move the user to page 1.
    autoResetPageIndex: false,
    state: { pagination: url.pagination, sorting: url.sorting, columnVisibility },
    onPaginationChange: url.onPaginationChange,
    onSortingChange: url.onSortingChange,
    onColumnVisibilityChange: setColumnVisibility,
  });

  const busy = Boolean(loading) || url.isPending;
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  // Paging past the end (an old link, rows deleted meanwhile) is an empty page, not an empty list.
  const pastTheEnd = rows.length === 0 && rowCount > 0 && url.page > 1;

  let body: React.ReactNode;
  if (error) {
    body = <FullRow colSpan={visibleColumnCount}>{error}</FullRow>;
  } else if (rows.length === 0 && busy) {
    body = Array.from({ length: 5 }, (_, i) => (
      <TableRow key={i}>
        <TableCell colSpan={visibleColumnCount}>
          <Skeleton className="h-5 w-full" />
        </TableCell>
      </TableRow>
    ));
  } else if (pastTheEnd) {
    body = (
      <FullRow colSpan={visibleColumnCount}>
        <p>Page {url.page} is past the last page.</p>
        <Button variant="link" onClick={() => url.setPage(1)}>
          Go to the first page
        </Button>
      </FullRow>
    );
  } else if (rows.length === 0) {
    body = <FullRow colSpan={visibleColumnCount}>{emptyState ?? "No results."}</FullRow>;
  } else {
    const shown = table.getVisibleLeafColumns();
    // A cell's column name, shown beside it when a phone draws rows as cards; none for a column without a visible title.
    const cardLabels = Object.fromEntries(shown.map((column) => [column.id, cardLabel(column)]));
    body = rows.map((row) => (
      <tr key={row.id}>
        {shown.map((column) => (
          <td key={column.id} className={column.columnDef.meta?.className} data-label={cardLabels[column.id]}>
            {renderCell(table, row, column)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div data-slot="data-table" className={cn("flex flex-col gap-4", className)}>
      <DataTableToolbar table={table} urlState={url} actions={actions} />
      <div className="overflow-hidden rounded-md border max-sm:border-0">
        <Table
          cards
          aria-label={label}
          aria-busy={busy || undefined}
          className={cn("transition-opacity", busy && rows.length > 0 && "opacity-60")}
        >
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableHead
                      key={header.id}
                      colSpan={header.colSpan}
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className={header.column.columnDef.meta?.className}
                    >
                      {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>{body}</TableBody>
        </Table>
      </div>
      {/* A failed load has no rows to count or page through: its failure stands alone. */}
      {error ? null : (
        <DataTablePagination
          total={rowCount}
          page={url.page}
          pageCount={table.getPageCount()}
          size={url.size}
          sizes={props.pageSizeOptions ?? PAGE_SIZE_OPTIONS}
          onPage={url.setPage}
          onSize={url.setSize}
        />
      )}
    </div>
  );
}

/**
 * A body cell's content: its column's `cell` called as a function, with a context made here. The
 * table's own way (`<FlexRender cell>`, `row.getVisibleCells()`, `cell.getContext()`) makes two
 * components and several memoised objects of every cell, which a page of 100 rows by 7 columns
 * paid 700 times on the server, more than the rest of the page. So a column's `cell` must not call
 * hooks itself (it returns elements; state lives in the components it renders), and the context's
 * `cell` is built only if a column reads it.
 */
function renderCell<TData extends RowData>(
  table: DataTableInstance<TData>,
  row: DataTableRow<TData>,
  column: DataTableColumn<TData>,
): React.ReactNode {
  const render = column.columnDef.cell;
  if (typeof render !== "function") return render;
  const getValue = () => column.accessorFn?.(row.original, row.index);
  return render({
    table,
    row,
    column,
    getValue,
    renderValue: () => getValue() ?? table.options.renderFallbackValue ?? null,
    get cell() {
      return row.getAllCellsByColumnId()[column.id]!;
    },
  });
}

function FullRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className="h-24 text-center whitespace-normal text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}
