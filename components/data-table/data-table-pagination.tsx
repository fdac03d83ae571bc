"use client";

import type { ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { formatCount } from "@/lib/utils";

export type DataTablePaginationProps = {
  /** Rows in the whole result, not this page. */
  total: number;
  /** 1-based. */
  page: number;
  pageCount: number;
  size: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onSize: (size: number) => void;
};

/**
 * "26–50 of 1,234", rows per page, and first / previous / next / last: the one pager of every paged
 * table (the data tables and the appointments board). Plain numbers in, page and size out, so it
 * needs no table instance, and a native select for the size: it costs a page's first load nothing.
 */
export function DataTablePagination({ total, page, pageCount, size, sizes, onPage, onSize }: DataTablePaginationProps) {
  // An empty result is still "page 1 of 1", not "of 0".
  const pages = Math.max(1, pageCount);
  const first = total === 0 ? 0 : Math.min((page - 1) * size + 1, total);
  const last = Math.min(page * size, total);
  // A hand-edited ?size=37 still shows up in the picker instead of a blank select.
  const options = sizes.includes(size) ? sizes : [...sizes, size].sort((a, b) => a - b);

  return (
    <div
      className="flex flex-col-reverse items-center justify-between gap-4 px-1 sm:flex-row"
      data-slot="data-table-pagination"
    >
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {first === 0 || first > last
          ? `0 of ${formatCount(total)}`
          : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
      </p>
      <div className="flex flex-wrap items-center gap-4 sm:gap-6">
        <label className="flex items-center gap-2 text-sm font-medium whitespace-nowrap">
          Rows per page
          <NativeSelect className="h-8 w-20" value={size} onChange={(e) => onSize(Number(e.target.value))}>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </label>
        <span className="text-sm font-medium whitespace-nowrap tabular-nums">
          Page {formatCount(page)} of {formatCount(pages)}
        </span>
        <nav aria-label="Pagination" className="flex items-center gap-1">
          <PageButton label="First page" disabled={page <= 1} onClick={() => onPage(1)}>
            <ChevronsLeftIcon />
          </PageButton>
          <PageButton label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon />
          </PageButton>
          <PageButton label="Next page" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <ChevronRightIcon />
          </PageButton>
          <PageButton label="Last page" disabled={page >= pages} onClick={() => onPage(pages)}>
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
