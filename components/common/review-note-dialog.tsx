"use client";

import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod";

import { applyFieldErrors } from "@/components/common/action-feedback";
import { FailureAlert } from "@/components/common/failure-alert";
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
import { failureOf, requestIdLine, type Failure } from "@/lib/console/action-failure";
import type { ActionResult } from "@/lib/console/action-failure";

type NoteInput = { note: string };

/**
 * "Mark reviewed" with an optional note, for whatever waits for a review (a lab result, an
 * emergency access): the caller says what is reviewed and sends the note with its own ids.
 */
export function ReviewNoteDialog({
  title,
  description,
  noteHint,
  noteMax,
  review,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeferredDialogProps & {
  title: string;
  description: ReactNode;
  /** What the note is for, before its limit. */
  noteHint: string;
  noteMax: number;
  review: (note: string) => Promise<ActionResult<unknown>>;
}) {
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [schema] = useState(() =>
    z.object({
      note: z
        .string()
        .trim()
        .max(noteMax, { error: `Use at most ${noteMax} characters.` }),
    }),
  );
  const form = useForm<NoteInput>({ resolver: zodResolver(schema), defaultValues: { note: "" } });
  const { errors, isSubmitting } = form.formState;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setFailure(null);
  }

  const submit = form.handleSubmit(async ({ note }) => {
    setFailure(null);
    const result = await review(note);
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
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Review">
          <FormField
            label="Note"
            error={errors.note?.message}
            description={`${noteHint} At most ${noteMax} characters.`}
          >
            <Textarea rows={3} {...form.register("note")} />
          </FormField>
          <FailureAlert failure={failure} />
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
