import "server-only";
import { ROLE_LABELS, isRole } from "@/lib/console/permissions";
import { grantsToReview, reviewedGrants, type GrantRecord } from "@/lib/console/break-glass/store";
import { consoleDb } from "@/lib/console/store/db";
import { indexedUserLabels } from "@/lib/console/user-index/store-names";
import { serializeAuditParams } from "@/lib/console/audit/params";
import { breakGlassReasonLabel } from "./schemas";
import { grantEndLabel, grantState } from "./status";

/** One emergency access as the review queue shows it (to admins, who see patients' names). */
export type QueueItem = {
  id: string;
  staffEmail: string;
  roleLabel: string;
  userId: string;
  clientUserId: string | null;
  patientName: string | null;
  reason: string;
  details: string | null;
  startedAt: string;
  /** Open: when it runs out. Ended: when and how. */
  open: boolean;
  endsAt: string;
  endedHow: string | null;
  review: { at: string; by: string | null; note: string | null } | null;
  /** The audit log, narrowed to what this member recorded about this user. */
  auditHref: string;
};

export const REVIEWED_PAGE_SIZE = 25;

function itemOf(grant: GrantRecord, names: Map<string, string | null>, now: Date): QueueItem {
  const state = grantState(grant, now);
  return {
    id: grant.id,
    staffEmail: grant.staffEmail,
    roleLabel: isRole(grant.role) ? ROLE_LABELS[grant.role] : grant.role,
    userId: grant.userId,
    clientUserId: grant.clientUserId,
    patientName: names.get(grant.userId) ?? null,
    reason: breakGlassReasonLabel(grant.reason),
    details: grant.details,
    startedAt: grant.startedAt,
    open: state.state === "open",
    endsAt: state.state === "open" ? state.expiresAt : state.at,
    endedHow: state.state === "open" ? null : grantEndLabel(state.why),
    review: grant.reviewedAt ? { at: grant.reviewedAt, by: grant.reviewedByEmail, note: grant.reviewNote } : null,
    auditHref: `/audit${serializeAuditParams({ staff: grant.staffId, target: grant.userId })}`,
  };
}

/**
 * The queue: every access nobody has reviewed yet (open ones first, then newest), and one page of
 * the reviewed ones, most recently reviewed first. Patients are named from the user index.
 */
export async function loadReviewQueue(reviewedPage: number, now = new Date()) {
  const db = await consoleDb();
  const [pending, reviewed] = await Promise.all([
    grantsToReview(db),
    reviewedGrants(db, { limit: REVIEWED_PAGE_SIZE, offset: (reviewedPage - 1) * REVIEWED_PAGE_SIZE }),
  ]);
  const labels = await indexedUserLabels(
    db,
    [...pending, ...reviewed.grants].map((g) => g.userId),
  );
  const names = new Map([...labels].map(([id, label]) => [id, label.name]));
  const toReview = pending.map((g) => itemOf(g, names, now)).sort((a, b) => Number(b.open) - Number(a.open));
  return {
    toReview,
    reviewed: reviewed.grants.map((g) => itemOf(g, names, now)),
    reviewedTotal: reviewed.total,
    reviewedPages: Math.max(1, Math.ceil(reviewed.total / REVIEWED_PAGE_SIZE)),
  };
}

export type ReviewQueue = Awaited<ReturnType<typeof loadReviewQueue>>;
