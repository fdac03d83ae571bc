import { Skeleton } from "@/components/ui/skeleton";

/**
 * The order page's shape while the service answers: breadcrumb, title and id, the summary card
 * and the appointment block, so nothing jumps when the order arrives. A server component.
 */
export function OrderSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading order" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-6 w-80" />
      </div>
      <Skeleton className="h-48 w-full rounded-xl" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-9 w-44" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    </div>
  );
}
