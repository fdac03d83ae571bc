import "server-only";
import { can, type Role } from "@/lib/console/permissions";
import { consoleDb } from "@/lib/console/store/db";
import { criticalResultsToReview } from "@/lib/console/results-review/store";
import { logger } from "@/lib/ops/logger";

/**
 * How many critical results wait for a review, for the header of a role that reviews them (null
 * for other roles). One indexed count per page load. The frame must not fail for a count: when
 * the store does not answer, null, and the queue's own page says what went wrong.
 */
export async function criticalResultsWaiting(role: Role): Promise<number | null> {
  if (!can(role, "results.review")) return null;
  try {
    return await criticalResultsToReview(await consoleDb());
  } catch (error) {
    logger().warn(
      { component: "results-review", error: error instanceof Error ? error.message : String(error) },
      "critical count unavailable",
    );
    return null;
  }
}
