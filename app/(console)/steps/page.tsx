import type { Metadata } from "next";
import { Suspense } from "react";
import type { SearchParams } from "nuqs/server";

import { ComparePanel } from "@/components/steps/compare-panel";
import { StepsPanelSkeleton } from "@/components/steps/steps-skeleton";
import { stepsParamsCache } from "@/lib/console/steps/params";
import { audit } from "@/lib/console/audit/record";
import { guardPage } from "@/lib/console/guard";
import { comparedUsers } from "@/lib/console/steps/compare";
import { resolveStepsView } from "@/lib/console/steps/view";

export const metadata: Metadata = { title: "Steps" };

/**
 * Compare up to five users' steps. Users, range, granularity and zone live in the URL; users are
 * named by client_user_id, and by name as well only for roles that see names.
 */
export default async function StepsComparePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const who = await guardPage("steps.read", { action: "steps.compare.view" });
  const p = await stepsParamsCache.parse(searchParams);
  const userIds = comparedUsers(p.users);
  // Each compared user's steps are a read of their data: one record per user, as on their own page.
  for (const userId of userIds) {
    await audit(who, { action: "steps.compare.view", targetType: "user", targetId: userId, outcome: "ok" });
  }
  // A zone in the URL buckets everyone in it; without one, the range is named in UTC dates and each
  // user's steps are summed per their own calendar day.
  const view = resolveStepsView(p, null);
  const zone = view.zoneSource === "chosen" ? view.zone : null;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Steps</h1>
        <p className="text-sm text-muted-foreground">Compare the steps of up to five users on one chart.</p>
      </header>
      <Suspense fallback={<StepsPanelSkeleton />}>
        <ComparePanel userIds={userIds} view={view} zone={zone} />
      </Suspense>
    </div>
  );
}
