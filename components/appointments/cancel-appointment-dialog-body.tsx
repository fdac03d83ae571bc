"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCwIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";

import { NativeSelect } from "@/components/ui/native-select";
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
import { cancelAppointmentAction, listCancellationReasonsAction } from "@/lib/console/actions/appointment-changes";
import {
  cancelAppointmentForm,
  type CancelAppointmentInput,
  type CancelAppointmentOutput,
} from "@/lib/console/appointments/schemas";
import { slotMoment } from "@/lib/console/appointments/slot-format";
import { MAX_CANCEL_NOTES } from "@/lib/contract/appointment-booking";
import type { ChangeDialogProps } from "./reschedule-dialog-body";
import { FailureAlert } from "@/components/common/failure-alert";
import { applyFieldErrors } from "@/components/common/action-feedback";
import { failureOf, requestIdLine, type Failure } from "@/lib/console/action-failure";

type Reasons =
  { status: "loading" } | { status: "ready"; list: { id: string; name: string }[] } | ({ status: "failed" } & Failure);

/** Cancels a booked draw for one of the service's reasons, with optional notes; the order stays open. */
export function CancelAppointmentDialogBody({ open, onOpenChange, onCloseAutoFocus, ...rest }: ChangeDialogProps) {
  const when = slotMoment(rest.current.startAt, rest.current.endAt, rest.current.timeZone);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Cancel the at-home draw?</DialogTitle>
          <DialogDescription>
            The draw booked for {when} is cancelled and its slot given back. The order stays open and can be booked
            again.
          </DialogDescription>
        </DialogHeader>
        {open ? <CancelForm {...rest} close={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CancelForm({
  orderId,
  onChanged,
  close,
}: Omit<ChangeDialogProps, keyof DeferredDialogProps | "current"> & { close: () => void }) {
  const router = useRouter();
  const [reasons, setReasons] = useState<Reasons>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<CancelAppointmentInput, unknown, CancelAppointmentOutput>({
    resolver: zodResolver(cancelAppointmentForm),
    defaultValues: { cancellation_reason_id: "", notes: "" },
    mode: "onTouched",
  });
  const notes = useWatch({ control: form.control, name: "notes" }) ?? "";
  const { isSubmitting, errors } = form.formState;

  useEffect(() => {
    let live = true;
    listCancellationReasonsAction({}).then(
      (r) => live && setReasons(r.ok ? { status: "ready", list: r.data } : { status: "failed", ...failureOf(r) }),
      () =>
        live &&
        setReasons({
          status: "failed",
          kind: "unavailable",
          message: "Could not reach the console; try again.",
          requestId: "—",
        }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  async function submit(values: CancelAppointmentOutput) {
    setFailure(null);
    const result = await cancelAppointmentAction({ ...values, order_id: orderId });
    if (result.ok) {
      toast.success("At-home draw cancelled", { description: requestIdLine(result.requestId) });
      close();
      router.refresh();
      onChanged?.();
      return;
    }
    applyFieldErrors(form, result, ["cancellation_reason_id", "notes"], { focus: false });
    setFailure(failureOf(result));
  }

  return (
    <form noValidate aria-label="Cancel the at-home draw" className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
      {failure ? <FailureAlert title="Not cancelled" failure={failure} /> : null}
      {reasons.status === "failed" ? (
        <FailureAlert title="Could not load the cancellation reasons" failure={reasons}>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => (setReasons({ status: "loading" }), setAttempt((n) => n + 1))}
          >
            <RotateCwIcon aria-hidden="true" />
            Retry
          </Button>
        </FailureAlert>
      ) : null}
      <FormField label="Reason" required error={errors.cancellation_reason_id?.message}>
        <NativeSelect {...form.register("cancellation_reason_id")} disabled={reasons.status !== "ready"}>
          <option value="">{reasons.status === "loading" ? "Loading reasons…" : "Choose a reason"}</option>
          {reasons.status === "ready"
            ? reasons.list.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))
            : null}
        </NativeSelect>
      </FormField>
      <FormField
        label="Notes"
        error={errors.notes?.message}
        description={
          <span aria-live="polite" className={notes.length > MAX_CANCEL_NOTES ? "text-destructive" : undefined}>
            {notes.length} / {MAX_CANCEL_NOTES} characters
          </span>
        }
      >
        <Textarea rows={3} {...form.register("notes")} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={close} disabled={isSubmitting}>
          Keep the draw
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting || reasons.status !== "ready"}>
          {isSubmitting ? "Cancelling…" : "Cancel draw"}
        </Button>
      </DialogFooter>
    </form>
  );
}
