/**
 * Where an emergency access stands, from its row and its session: open until its time runs out,
 * unless its holder ended it, their role changed, a newer one replaced it or the session that
 * opened it ended first (signed out, timed out, revoked). Pure, so the review queue and the store
 * decide the same way and the unit tests can walk every case.
 */
export type GrantTimes = {
  expiresAt: string;
  endedAt: string | null;
  endReason: string | null;
  /** When the opening session stopped being usable (revoked, or its absolute limit); null: still good. */
  sessionEndsAt: string | null;
};

export type GrantState = { state: "open"; expiresAt: string } | { state: "ended"; at: string; why: string };

export function grantState(grant: GrantTimes, now: Date): GrantState {
  const at = now.toISOString();
  if (grant.endedAt) return { state: "ended", at: grant.endedAt, why: grant.endReason ?? "ended" };
  if (grant.sessionEndsAt && grant.sessionEndsAt < grant.expiresAt && grant.sessionEndsAt <= at)
    return { state: "ended", at: grant.sessionEndsAt, why: "session_ended" };
  if (grant.expiresAt <= at) return { state: "ended", at: grant.expiresAt, why: "expired" };
  return { state: "open", expiresAt: grant.expiresAt };
}

const END_LABELS: Record<string, string> = {
  ended: "Ended by its holder",
  role_changed: "Ended: role changed",
  replaced: "Ended: replaced by a newer access",
  session_ended: "Ended: signed out or timed out",
  expired: "Expired",
};

/** How an ended access ended, in words; a reason this version does not know reads as stored. */
export const grantEndLabel = (why: string): string => END_LABELS[why] ?? why;
