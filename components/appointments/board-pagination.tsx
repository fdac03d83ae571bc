"use client";

import type { ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "lucide-react";

import { NativeSelect } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import { BOARD_PAGE_SIZES } from "@/lib/console/appointments/board-params";
import { formatCount } from "@/lib/utils";

/**
 * "26–50 of 108", rows per page, and first / previous / next / last, as the other tables show
 * them. A native select for the size: the board's page has no JavaScript to spare for a custom one.
 */
export function BoardPagination({
  total,
  pageCount,
  page,
  size,
  onPage,
  onSize,
}: {
  total: number;
  pageCount: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  const sizes: readonly number[] = BOARD_PAGE_SIZES.includes(size as (typeof BOARD_PAGE_SIZES)[number])
    ? BOARD_PAGE_SIZES
    : [...BOARD_PAGE_SIZES, size].sort((a, b) => a - b);
  return (
    <div
      className="flex flex-col-reverse items-center justify-between gap-4 px-1 sm:flex-row"
      data-slot="board-pagination"
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
            {sizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </label>
        <span className="text-sm font-medium whitespace-nowrap tabular-nums">
          Page {formatCount(page)} of {formatCount(pageCount)}
        </span>
        <nav aria-label="Pagination" className="flex items-center gap-1">
          <PageButton label="First page" disabled={page <= 1} onClick={() => onPage(1)}>
            <ChevronsLeftIcon />
          </PageButton>
          <PageButton label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon />
          </PageButton>
          <PageButton label="Next page" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            <ChevronRightIcon />
          </PageButton>
          <PageButton label="Last page" disabled={page >= pageCount} onClick={() => onPage(pageCount)}>
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
