import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { currentGrant } from "@/lib/console/break-glass/access";
import { breakGlassReasonLabel } from "@/lib/console/break-glass/schemas";
import { BreakGlassBannerLazy } from "./break-glass-banner-lazy";

/** The banner, when the signed-in member holds an open emergency access; nothing otherwise. */
export async function BreakGlassBannerSlot({ who }: { who: CurrentStaff }) {
  const grant = await currentGrant(who);
  if (!grant) return null;
  return (
    <BreakGlassBannerLazy
      grantId={grant.id}
      userId={grant.userId}
      clientUserId={grant.clientUserId}
      reason={breakGlassReasonLabel(grant.reason)}
      expiresAt={grant.expiresAt}
      renderedAt={new Date().toISOString()}
    />
  );
}
