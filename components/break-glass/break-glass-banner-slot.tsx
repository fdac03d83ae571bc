import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { currentGrant } from "@/lib/console/break-glass/access";
import { breakGlassReasonLabel } from "@/lib/console/break-glass/schemas";
import { BreakGlassBanner } from "./break-glass-banner";

/** The banner, when the signed-in member holds an open emergency access; nothing otherwise. */
export async function BreakGlassBannerSlot({ who }: { who: CurrentStaff }) {
  const grant = await currentGrant(who);
  if (!grant) return null;
  return (
    <BreakGlassBanner
      grantId={grant.id}
      userId={grant.userId}
      clientUserId={grant.clientUserId}
      reason={breakGlassReasonLabel(grant.reason)}
      expiresAt={grant.expiresAt}
      renderedAt={new Date().toISOString()}
    />
  );
}
