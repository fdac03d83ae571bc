"use client";

import { useState, useTransition, type ReactNode } from "react";
import Link from "next/link";
import { useTable, type ColumnVisibilityState } from "@tanstack/react-table";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cardLabel, dataTableFeatures } from "@/components/data-table/data-table-features";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import type { LabelledAuditRecord } from "@/lib/console/audit/targets";
import { cn } from "@/lib/utils";
import { auditColumns } from "./audit-columns";
import { AuditFilters, type AuditFilterOptions } from "./audit-filters";

export type AuditLogProps = {
  rows: LabelledAuditRecord[];
  options: AuditFilterOptions;
  /** The zone the date filters' days are read in. */
  zone: string;
  /** Hrefs of the neighbouring keyset pages, or null at either end of the log. */
  newerHref: string | null;
  olderHref: string | null;
};

/**
 * The audit log: filters, the records of one keyset page (newest first) and "Newer" / "Older".
 * Not the generic DataTable: that one pages by number and total, which a keyset cursor has not.
 */
export function AuditLog({ rows, options, zone, newerHref, olderHref }: AuditLogProps) {
  const [isPending, startTransition] = useTransition();
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});
  const table = useTable({
    features: dataTableFeatures,
    columns: auditColumns,
    data: rows,
    getRowId: (row) => String(row.seq),
    manualPagination: true,
    manualSorting: true,
    state: { columnVisibility },
    onColumnVisibilityChange: setColumnVisibility,
  });
  const visible = table.getVisibleLeafColumns().length;

  return (
    <div className="flex flex-col gap-4">
      <AuditFilters
        options={options}
        zone={zone}
        startTransition={startTransition}
        actions={<DataTableViewOptions table={table} />}
      />
      <div className="overflow-hidden rounded-md border max-sm:border-0">
        <Table
          cards
          aria-label="Audit log"
          aria-busy={isPending || undefined}
          className={cn("transition-opacity", isPending && "opacity-60")}
        >
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <TableHead key={header.id} className={header.column.columnDef.meta?.className}>
                    <table.FlexRender header={header} />
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={visible} className="h-24 text-center text-muted-foreground">
                  No audit records match these filters.
                </TableCell>
              </TableRow>
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      className={cn("align-top", cell.column.columnDef.meta?.className)}
                      data-label={cardLabel(cell.column)}
                    >
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <nav aria-label="Audit log pages" className="flex items-center justify-end gap-2">
        <PageLink href={newerHref} label="Newer" icon={<ChevronLeftIcon aria-hidden="true" />} />
        <PageLink href={olderHref} label="Older" icon={<ChevronRightIcon aria-hidden="true" />} iconAfter />
      </nav>
    </div>
  );
}

function PageLink({
  href,
  label,
  icon,
  iconAfter,
}: {
  href: string | null;
  label: string;
  icon: ReactNode;
  iconAfter?: boolean;
}) {
  const content = iconAfter ? (
    <>
      {label}
      {icon}
    </>
  ) : (
    <>
      {icon}
      {label}
    </>
  );
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled>
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href} scroll={false}>
        {content}
      </Link>
    </Button>
  );
}
