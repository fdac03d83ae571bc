import type { Metadata } from "next";
import { Suspense } from "react";
import type { SearchParams } from "nuqs/server";

import { StepsPanelSkeleton } from "@/components/steps/steps-skeleton";
import { stepsParamsCache } from "@/lib/console/steps/params";
import { UserStepsPanel } from "@/components/steps/user-steps-panel";
import { resolveStepsView } from "@/lib/console/steps/view";
import { getUserFor } from "@/lib/console/users/load";
import { guardUserTab } from "@/lib/console/users/page-guard";
import { userTab } from "@/lib/console/users/user-tabs";

const tab = userTab("steps");
export const metadata: Metadata = { title: tab.label };

/**
 * A user's steps per provider. Every option lives in the URL; the server loads, buckets in the
 * user's zone (or the viewer's) and sends only buckets. Identifiers only: no patient details.
 */
export default async function UserStepsPage({
  params,
  searchParams,
}: {
  params: Promise<{ userId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { userId } = await params;
  // A user's steps are their health data: the view is on the record like other reads of it.
  const who = await guardUserTab(tab.segment, userId, { read: true });
  const [p, user] = await Promise.all([stepsParamsCache.parse(searchParams), getUserFor(who, userId)]);
  // The layout shows the 404 or the load error for the user itself.
  if (!user.ok || !user.data) return null;
  const userZone = user.data.fallbackTimeZone;
  const view = resolveStepsView(p, userZone);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="text-lg font-semibold">
        {tab.label}
      </h2>
      <Suspense fallback={<StepsPanelSkeleton />}>
        <UserStepsPanel userId={userId} view={view} userZone={userZone} />
      </Suspense>
    </section>
  );
}
