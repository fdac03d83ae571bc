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
import { reviewBreakGlassAction } from "@/lib/console/actions/break-glass";
import { REVIEW_NOTE_MAX, reviewBreakGlassSchema, type ReviewBreakGlassInput } from "@/lib/console/break-glass/schemas";

/** Marks one ended emergency access reviewed, with an optional note; the review is audited. */
export function ReviewDialogBody({
  grantId,
  who,
  patient,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeferredDialogProps & { grantId: string; who: string; patient: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const form = useForm<ReviewBreakGlassInput>({
    resolver: zodResolver(reviewBreakGlassSchema),
    defaultValues: { grant_id: grantId, note: "" },
  });
  const { errors, isSubmitting } = form.formState;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setFailure(null);
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await reviewBreakGlassAction(values);
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
          <DialogTitle>Mark this emergency access reviewed</DialogTitle>
          <DialogDescription>
            {who} opened the details of {patient}. Your review and note are recorded in the audit log.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Review">
          <FormField
            label="Note"
            error={errors.note?.message}
            description={`Optional: what you checked, and what follows. At most ${REVIEW_NOTE_MAX} characters.`}
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
