import type { Metadata } from "next";
import { createSearchParamsCache, type SearchParams } from "nuqs/server";

import { ReviewQueueView } from "@/components/break-glass/review-queue";
import { BREAK_GLASS_MINUTES } from "@/lib/console/break-glass/schemas";
import { loadReviewQueue } from "@/lib/console/break-glass/review-queue";
import { guardPage } from "@/lib/console/guard";
import { parseAsPage } from "@/lib/url-state/table-params";

export const metadata: Metadata = { title: "Emergency access" };

const queueParams = createSearchParamsCache({ page: parseAsPage.withDefault(1) });

/**
 * The break-glass review queue. It names the patients whose details were opened, so the view is
 * audited as a read of health information.
 */
export default async function BreakGlassReviewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await guardPage("break_glass.review", { action: "break_glass.queue.view", phi: true });
  const { page } = await queueParams.parse(searchParams);
  const queue = await loadReviewQueue(page);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Emergency access</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Each time an ops member or analyst opened a patient&apos;s details in an emergency (&ldquo;break
          glass&rdquo;): who, which patient, why and for how long (at most {BREAK_GLASS_MINUTES} minutes). Review each
          one once it has ended; the audit log holds every page read under it.
        </p>
      </header>
      <ReviewQueueView queue={queue} page={page} />
    </div>
  );
}
