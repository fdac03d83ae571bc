"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";

import { ActionFailureAlert, applyFieldErrors } from "@/components/common/action-feedback";
import { Button } from "@/components/ui/button";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { failureOf, requestIdLine, type ActionFailure } from "@/lib/console/action-failure";
import { reviewResultAction } from "@/lib/console/actions/results-review";
import {
  RESULT_REVIEW_NOTE_MAX,
  reviewResultSchema,
  type ReviewResultInput,
} from "@/lib/console/results-review/schemas";

/** Marks one report reviewed with an optional note; the review is audited and shows on the order. */
export function ReviewResultDialogBody({
  orderId,
  reviewId,
  report,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeferredDialogProps & { orderId: string; reviewId: string; report: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const form = useForm<ReviewResultInput>({
    resolver: zodResolver(reviewResultSchema),
    defaultValues: { order_id: orderId, review_id: reviewId, note: "" },
  });
  const { errors, isSubmitting } = form.formState;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setFailure(null);
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await reviewResultAction(values);
    if (!result.ok) {
      if (!applyFieldErrors(form, result, ["note"])) setFailure(failureOf(result));
      return;
    }
    toast.success("Marked reviewed", { description: requestIdLine(result.requestId) });
    close(false);
    router.refresh();
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Mark this result reviewed</DialogTitle>
          <DialogDescription>
            The {report.toLowerCase()} leaves the review queue. Who reviewed it and when shows on the order and in the
            audit log; your note shows on the order beside the results.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Review">
          <FormField
            label="Note"
            error={errors.note?.message}
            description={`Optional: what you did about it (who you called, what follows). At most ${RESULT_REVIEW_NOTE_MAX} characters.`}
          >
            <Textarea rows={3} {...form.register("note")} />
          </FormField>
          <ActionFailureAlert failure={failure} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving…" : "Mark reviewed"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
