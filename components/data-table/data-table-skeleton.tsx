import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

export type DataTableSkeletonProps = {
  columnCount: number;
  rowCount?: number;
  /** Number of filter placeholders in the toolbar; 0 hides them. */
  filterCount?: number;
  /** Column widths (any CSS length) so the placeholder matches the real table's layout. */
  cellWidths?: readonly string[];
  className?: string;
};

/**
 * The table's shape while a route's first page is loading (use it in `loading.tsx`). A server
 * component: no hooks, so it streams before any table code reaches the browser.
 */
export function DataTableSkeleton({
  columnCount,
  rowCount = 10,
  filterCount = 1,
  cellWidths = [],
  className,
}: DataTableSkeletonProps) {
  const columns = Array.from({ length: columnCount }, (_, i) => cellWidths[i] ?? "auto");
  return (
    <div className={cn("flex flex-col gap-4", className)} role="status" aria-busy="true" aria-label="Loading table">
      <div className="flex items-center gap-2">
        {Array.from({ length: filterCount }, (_, i) => (
          <Skeleton key={i} className="h-8 w-40 lg:w-56" />
        ))}
        <Skeleton className="ml-auto hidden h-8 w-20 lg:block" />
      </div>
      <div className="rounded-md border">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((width, i) => (
                <TableHead key={i} style={{ width }}>
                  <Skeleton className="h-5 w-full" />
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {/* One cell painted with a bar per row (.skeleton-rows): the placeholder streams on every
                table page, and a cell and a bar for each of 10 rows by 6 columns cost the server
                more to write than the rest of the placeholder. */}
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columnCount}>
                <div className="skeleton-rows" style={{ height: `${rowCount * 2.5}rem` }} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>
      <div className="flex items-center justify-between gap-4 px-1">
        <Skeleton className="h-5 w-32" />
        <div className="flex items-center gap-2">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-8 w-36" />
        </div>
      </div>
    </div>
  );
}
