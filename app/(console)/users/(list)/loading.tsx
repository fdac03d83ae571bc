import { DataTableSkeleton } from "@/components/data-table/data-table-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/** The users list's shape while the first page streams in: title, button, search and filters, six columns. */
export default function UsersLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-4 w-72" />
        </div>
        <Skeleton className="h-9 w-32" />
      </div>
      <DataTableSkeleton
        columnCount={6}
        rowCount={10}
        filterCount={5}
        cellWidths={["10rem", "22rem", "12rem", "10rem", "10rem", "8rem"]}
      />
    </div>
  );
}
