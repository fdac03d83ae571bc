import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { can } from "@/lib/console/permissions";
import { requestContext } from "@/lib/console/request-context";
import { consoleDb } from "@/lib/console/store/db";
import { isStoreUnavailable } from "@/lib/console/store/errors";
import { logger } from "@/lib/ops/logger";
import { reviewsOfOrder } from "@/lib/console/results-review/store";
import { levelOf, type Level } from "./level";

/**
 * The reviews of one order's reports for its page: each version the console took in, newest
 * first, whether it waits for a review or who reviewed it, when, and their note. Shown beside the
 * results and only where they are (the caller asks the field policy); the note is the reviewer's
 * own words about them.
 */
export type OrderReviewView = {
  id: string;
  reportStatus: string | null;
  level: Level;
  interpretation: string;
  reportedAt: string | null;
  arrivedAt: string;
  criticalMarkers: number;
  flaggedMarkers: number;
  markers: number;
  /** A newer report of the order replaced this one in the queue. */
  superseded: boolean;
  review: { at: string; by: string; note: string | null } | null;
};

export type OrderReviews =
  { ok: true; reviews: OrderReviewView[]; mayReview: boolean } | { ok: false; requestId: string };

/** The order's reviews; the console's database away for a moment costs the panel, not the order page. */
export async function loadOrderReviews(who: CurrentStaff, orderId: string): Promise<OrderReviews> {
  let rows;
  try {
    rows = await reviewsOfOrder(await consoleDb(), orderId);
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    const { requestId } = await requestContext();
    logger().error({ component: "results-review", requestId, error: error.message }, "reviews unavailable");
    return { ok: false, requestId };
  }
  const reviews: OrderReviewView[] = rows.map((r) => ({
    id: r.id,
    reportStatus: r.reportStatus,
    level: levelOf(r.priority),
    interpretation: r.interpretation,
    reportedAt: r.reportedAt,
    arrivedAt: r.arrivedAt,
    criticalMarkers: r.criticalMarkers,
    flaggedMarkers: r.flaggedMarkers,
    markers: r.markers,
    superseded: r.supersededAt !== null,
    review: r.reviewedAt
      ? { at: r.reviewedAt, by: r.reviewerName ?? r.reviewerEmail ?? "a former staff member", note: r.reviewNote }
      : null,
  }));
  return { ok: true, reviews, mayReview: can(who.role, "results.review") };
}
