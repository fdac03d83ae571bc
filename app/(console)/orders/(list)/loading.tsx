import { DataTableSkeleton } from "@/components/data-table/data-table-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/** The orders list's shape while a page streams in: title, filters and nine columns. */
export default function OrdersLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <DataTableSkeleton columnCount={9} rowCount={10} filterCount={6} />
    </div>
  );
}
