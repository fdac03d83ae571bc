import { Skeleton } from "@/components/ui/skeleton";

/** The chart's place while its code loads. */
export function StepsChartSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-6 w-24" />
      </div>
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

/** The whole steps panel while the server loads and buckets the samples. */
export function StepsPanelSkeleton({ label = "Loading step data…" }: { label?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <StepsChartSkeleton />
      <span className="sr-only">{label}</span>
    </div>
  );
}
