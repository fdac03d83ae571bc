"use client";

import { ReviewNoteDialog } from "@/components/common/review-note-dialog";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { reviewResultAction } from "@/lib/console/actions/results-review";
import { RESULT_REVIEW_NOTE_MAX } from "@/lib/console/results-review/schemas";

/** Marks one report reviewed with an optional note; the review is audited and shows on the order. */
export function ReviewResultDialogBody({
  orderId,
  reviewId,
  report,
  ...dialog
}: DeferredDialogProps & { orderId: string; reviewId: string; report: string }) {
  return (
    <ReviewNoteDialog
      {...dialog}
      title="Mark this result reviewed"
      description={`The ${report.toLowerCase()} leaves the review queue. Who reviewed it and when shows on the order and in the audit log; your note shows on the order beside the results.`}
      noteHint="Optional: what you did about it (who you called, what follows)."
      noteMax={RESULT_REVIEW_NOTE_MAX}
      review={(note) => reviewResultAction({ order_id: orderId, review_id: reviewId, note })}
    />
  );
}
