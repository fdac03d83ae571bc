"use client";

import type { RowData } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon, EyeOffIcon, XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import type { DataTableColumn } from "./data-table-features";

export type DataTableColumnHeaderProps<TData extends RowData> = {
  column: DataTableColumn<TData>;
  title: string;
  className?: string;
};

/**
 * Header cell content with a menu to sort ascending / descending, clear the sort, or hide the
 * column. A column the server cannot sort on (`enableSorting: false`) gets plain text. The
 * <th> itself carries `aria-sort` (set in data-table.tsx).
 */
export function DataTableColumnHeader<TData extends RowData>({
  column,
  title,
  className,
}: DataTableColumnHeaderProps<TData>) {
  const canSort = column.getCanSort();
  const canHide = column.getCanHide();
  if (!canSort && !canHide) return <div className={cn("text-sm font-medium", className)}>{title}</div>;

  const sorted = column.getIsSorted();
  const SortIcon = sorted === "desc" ? ArrowDownIcon : sorted === "asc" ? ArrowUpIcon : ChevronsUpDownIcon;
  const state = sorted === "desc" ? ", sorted descending" : sorted === "asc" ? ", sorted ascending" : "";

  return (
    <div className={cn("flex items-center gap-2", className)}>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3 h-8 data-[state=open]:bg-accent"
            aria-label={`${title}${state}: column options`}
          >
            <span>{title}</span>
            {canSort ? <SortIcon aria-hidden="true" className={cn(!sorted && "opacity-50")} /> : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {canSort ? (
            <>
              <DropdownMenuItem onSelect={() => column.toggleSorting(false)}>
                <ArrowUpIcon aria-hidden="true" />
                Sort ascending
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => column.toggleSorting(true)}>
                <ArrowDownIcon aria-hidden="true" />
                Sort descending
              </DropdownMenuItem>
              {sorted ? (
                <DropdownMenuItem onSelect={() => column.clearSorting()}>
                  <XIcon aria-hidden="true" />
                  Clear sort
                </DropdownMenuItem>
              ) : null}
            </>
          ) : null}
          {canSort && canHide ? <DropdownMenuSeparator /> : null}
          {canHide ? (
            <DropdownMenuItem onSelect={() => column.toggleVisibility(false)}>
              <EyeOffIcon aria-hidden="true" />
              Hide column
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
