"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldAlertIcon } from "lucide-react";

import { applyFieldErrors } from "@/components/common/action-feedback";
import { FailureAlert } from "@/components/common/failure-alert";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
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
import { FieldError, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { failureOf, requestIdLine, type Failure } from "@/lib/console/action-failure";
import { openBreakGlassAction } from "@/lib/console/actions/break-glass";
import {
  BREAK_GLASS_MINUTES,
  BREAK_GLASS_REASON_LABELS,
  BREAK_GLASS_REASONS,
  DETAILS_MAX,
  openBreakGlassSchema,
  type OpenBreakGlassInput,
} from "@/lib/console/break-glass/schemas";

const FIELDS = ["reason", "details"] as const;
const OPTION =
  "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50";

/**
 * Asks for the reason before opening one patient's details: a choice from the list, the person's
 * own words (required for "Other"), and says plainly how long it lasts and that it is recorded
 * and reviewed. On success the page is drawn again, now with the details and the banner.
 */
export function OpenBreakGlassDialogBody({
  userId,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeferredDialogProps & { userId: string }) {
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const defaults: Partial<OpenBreakGlassInput> = { user_id: userId, details: "" };
  const form = useForm<OpenBreakGlassInput>({ resolver: zodResolver(openBreakGlassSchema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control: form.control, name: "reason" });

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setFailure(null);
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await openBreakGlassAction(values);
    if (!result.ok) {
      if (!applyFieldErrors(form, result, FIELDS)) setFailure(failureOf(result));
      return;
    }
    toast.success(`Emergency access open for ${BREAK_GLASS_MINUTES} minutes`, {
      description: requestIdLine(result.requestId),
    });
    form.reset(defaults);
    close(false);
    router.refresh();
  });

  const reasonError = "break-glass-reason-error";
  const reasonLegend = "break-glass-reason";
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>View this patient&apos;s details in an emergency</DialogTitle>
          <DialogDescription>
            Your role does not show this patient&apos;s name, birth date or contact details. When you need them now, you
            may open them for this one patient, for {BREAK_GLASS_MINUTES} minutes.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Emergency access">
          {/* A radio group, so the whole choice carries the error state the form checks. */}
          <fieldset
            role="radiogroup"
            aria-labelledby={reasonLegend}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? reasonError : undefined}
            className="grid gap-2"
          >
            <legend id={reasonLegend} className="mb-1 text-sm font-medium">
              Reason
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            </legend>
            {BREAK_GLASS_REASONS.map((code) => (
              <label key={code} className={OPTION}>
                <input
                  type="radio"
                  value={code}
                  className="size-4 shrink-0 accent-primary"
                  {...form.register("reason")}
                />
                {BREAK_GLASS_REASON_LABELS[code]}
              </label>
            ))}
            <FieldError id={reasonError} messages={errors.reason?.message ? [errors.reason.message] : []} />
          </fieldset>
          <FormField
            label="In your own words"
            required={reason === "other"}
            error={errors.details?.message}
            description={`${reason === "other" ? "Required for Other" : "Optional"}: who asked, and why it cannot wait. At most ${DETAILS_MAX} characters.`}
          >
            <Textarea rows={3} {...form.register("details")} />
          </FormField>
          <Alert variant="warning">
            <ShieldAlertIcon aria-hidden="true" />
            <AlertTitle>Recorded and reviewed</AlertTitle>
            <AlertDescription>
              <p>
                Your reason and every page you read under it go into the audit log, and an admin reviews each emergency
                access. It ends after {BREAK_GLASS_MINUTES} minutes, or sooner when you end it, sign out or your role
                changes.
              </p>
            </AlertDescription>
          </Alert>
          <FailureAlert failure={failure} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Opening…" : `Open for ${BREAK_GLASS_MINUTES} minutes`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
