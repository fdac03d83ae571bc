import type { Metadata } from "next";
import { createSearchParamsCache, type SearchParams } from "nuqs/server";

import { ResultsQueueView } from "@/components/results-review/results-queue";
import { guardPage } from "@/lib/console/guard";
import { loadResultsQueue } from "@/lib/console/results-review/queue";
import { parseAsPage } from "@/lib/url-state/table-params";

export const metadata: Metadata = { title: "Results to review" };

const queueParams = createSearchParamsCache({ page: parseAsPage.withDefault(1) });

/**
 * Lab results that arrived and wait for a review, critical first. It names patients (for roles
 * that see names), so the view is audited as a read of health information.
 */
export default async function ResultsQueuePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const who = await guardPage("results.review", { action: "results.queue.view", phi: true });
  const { page } = await queueParams.parse(searchParams);
  const queue = await loadResultsQueue(who, page);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Results to review</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Every lab report that arrives, final or partial, waits here until someone has looked at it: critical results
          first, then abnormal, then normal, oldest first. Open one to see its flagged markers with their ranges and
          trends, and mark it reviewed there. A critical result means the lab has a value to phone in: act on it first.
        </p>
      </header>
      <ResultsQueueView queue={queue} />
    </div>
  );
}
