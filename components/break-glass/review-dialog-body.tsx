"use client";

import { ReviewNoteDialog } from "@/components/common/review-note-dialog";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { reviewBreakGlassAction } from "@/lib/console/actions/break-glass";
import { REVIEW_NOTE_MAX } from "@/lib/console/break-glass/schemas";

/** Marks one ended emergency access reviewed, with an optional note; the review is audited. */
export function ReviewDialogBody({
  grantId,
  who,
  patient,
  ...dialog
}: DeferredDialogProps & { grantId: string; who: string; patient: string }) {
  return (
    <ReviewNoteDialog
      {...dialog}
      title="Mark this emergency access reviewed"
      description={`${who} opened the details of ${patient}. Your review and note are recorded in the audit log.`}
      noteHint="Optional: what you checked, and what follows."
      noteMax={REVIEW_NOTE_MAX}
      review={(note) => reviewBreakGlassAction({ grant_id: grantId, note })}
    />
  );
}
