"use server";

import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { reviewResultSchema } from "@/lib/console/results-review/schemas";
import { consoleDb } from "@/lib/console/store/db";
import { markResultReviewed } from "@/lib/console/results-review/store";
import { levelOf } from "@/lib/console/results-review/level";

/*
 * Marking a lab result reviewed, from the order page (which the review queue opens). Admins and
 * care coordinators, who read results and act on them. The audit record names the order, the
 * report and its level; the note stays with the review, shown where the results are, because a
 * reviewer may write what they told the patient.
 */

const REFUSALS = {
  missing: "This result is not in the review queue. Reload the page to see the current results.",
  already_reviewed: "Someone has reviewed this result already. Reload the page to see who.",
  superseded: "A newer report of this order has arrived. Reload the page and review that one.",
} as const;

export const reviewResultAction = guardedAction({
  permission: "results.review",
  action: "results.review",
  schema: reviewResultSchema,
  target: (input) => ({ targetType: "order", targetId: input.order_id }),
  run: async (input, who) => {
    const db = await consoleDb();
    if (!input.review_id.startsWith(`${input.order_id}:`))
      throw new ActionRefusal(REFUSALS.missing, { detail: "result of another order" });
    const done = await markResultReviewed(db, input.review_id, { staffId: who.staff.id, note: input.note || null });
    if (done.outcome !== "reviewed") throw new ActionRefusal(REFUSALS[done.outcome], { detail: done.outcome });
    return { reportStatus: done.review.reportStatus, level: levelOf(done.review.priority) };
  },
  changes: (input, result) => ({
    reviewed: "yes",
    report: result.reportStatus ?? "status not given",
    level: result.level,
    ...(input.note ? { note: `written (${input.note.length} characters), kept with the review` } : {}),
  }),
});
