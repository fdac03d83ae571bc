import { Suspense } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ResultReviewPanel } from "@/components/results-review/result-review-panel";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { OrderResults, type OrderResultsProps } from "./order-results";

type Props = {
  who: CurrentStaff;
  order: OrderResultsProps["order"] & { shows: { results: boolean } };
};

/**
 * The order's lab results, where the field policy shows them to the viewer (the order's loader
 * asked): others get nothing here, not even a heading that would say results exist.
 */
export function OrderResultsSection({ who, order }: Props) {
  if (!order.shows.results) return null;
  return (
    <section id="results" aria-labelledby="results-title" className="scroll-mt-16">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="results-title">Lab results</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={null}>
            <ResultReviewPanel who={who} orderId={order.id} />
          </Suspense>
          <Suspense fallback={<ResultsSkeleton />}>
            <OrderResults who={who} order={order} />
          </Suspense>
        </CardContent>
      </Card>
    </section>
  );
}

function ResultsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading lab results" className="flex flex-col gap-2">
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
