"use client";

import { useId, type ReactNode } from "react";
import type { RowData } from "@tanstack/react-table";
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatCount } from "@/lib/utils";
import { PAGE_SIZE_OPTIONS } from "@/lib/url-state/table-params";
import type { DataTableInstance } from "./data-table-features";
import type { TableUrlState } from "./use-table-url-state";

export type DataTablePaginationProps<TData extends RowData> = {
  table: DataTableInstance<TData>;
  urlState: TableUrlState;
  rowCount: number;
  pageSizeOptions?: readonly number[];
};

/** "26–50 of 1,234", rows per page, and first / previous / next / last. */
export function DataTablePagination<TData extends RowData>({
  table,
  urlState,
  rowCount,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: DataTablePaginationProps<TData>) {
  const { page, size, offset } = urlState;
  const sizeLabelId = useId();
  // An empty result is still "page 1 of 1", not "of 0".
  const pageCount = Math.max(1, table.getPageCount());
  const first = rowCount === 0 ? 0 : Math.min(offset + 1, rowCount);
  const last = Math.min(offset + size, rowCount);
  // A hand-edited ?size=37 still shows up in the picker instead of a blank trigger.
  const sizes = pageSizeOptions.includes(size) ? pageSizeOptions : [...pageSizeOptions, size].sort((a, b) => a - b);

  return (
    <div
      className="flex flex-col-reverse items-center justify-between gap-4 px-1 sm:flex-row"
      data-slot="data-table-pagination"
    >
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {first === 0 || first > last
          ? `0 of ${formatCount(rowCount)}`
          : `${formatCount(first)}–${formatCount(last)} of ${formatCount(rowCount)}`}
      </p>
      <div className="flex flex-wrap items-center gap-4 sm:gap-6">
        <div className="flex items-center gap-2">
          <span id={sizeLabelId} className="text-sm font-medium whitespace-nowrap">
            Rows per page
          </span>
          <Select value={String(size)} onValueChange={(value) => urlState.setSize(Number(value))}>
            <SelectTrigger size="sm" className="w-20" aria-labelledby={sizeLabelId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent side="top">
              {sizes.map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <span className="text-sm font-medium whitespace-nowrap tabular-nums">
          Page {formatCount(page)} of {formatCount(pageCount)}
        </span>
        <nav aria-label="Pagination" className="flex items-center gap-1">
          <PageButton label="First page" disabled={!table.getCanPreviousPage()} onClick={() => table.firstPage()}>
            <ChevronsLeftIcon />
          </PageButton>
          <PageButton label="Previous page" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
            <ChevronLeftIcon />
          </PageButton>
          <PageButton label="Next page" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
            <ChevronRightIcon />
          </PageButton>
          <PageButton label="Last page" disabled={!table.getCanLastPage()} onClick={() => table.lastPage()}>
            <ChevronsRightIcon />
          </PageButton>
        </nav>
      </div>
    </div>
  );
}

function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="outline" size="icon-sm" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
