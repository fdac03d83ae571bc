"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";

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
import { rescheduleAppointmentAction } from "@/lib/console/actions/appointment-changes";
import { slotMoment } from "@/lib/console/appointments/slot-format";
import { SlotsPanel } from "./slots-panel";
import { FailureAlert } from "@/components/common/failure-alert";
import { useSlots, type SlotChoice } from "./use-slots";
import { failureOf, requestIdLine, type Failure } from "@/lib/console/action-failure";

export type CurrentSlot = { startAt: string | null; endAt: string | null; timeZone: string | null };
export type ChangeDialogProps = DeferredDialogProps & { orderId: string; current: CurrentSlot; onChanged?: () => void };

/**
 * Moves a booked draw: slots at the appointment's address (asked when the dialog opens), then a
 * confirmation naming both times. A slot taken meanwhile brings fresh slots and a clear message.
 */
export function RescheduleDialogBody({ open, onOpenChange, onCloseAutoFocus, ...rest }: ChangeDialogProps) {
  const from = slotMoment(rest.current.startAt, rest.current.endAt, rest.current.timeZone);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Reschedule the draw</DialogTitle>
          <DialogDescription>Now booked for {from}. Choose another slot at the same address.</DialogDescription>
        </DialogHeader>
        {/* Each opening starts afresh: slots asked again, nothing chosen. */}
        {open ? <RescheduleSteps {...rest} close={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RescheduleSteps({
  orderId,
  current,
  onChanged,
  close,
}: Omit<ChangeDialogProps, keyof DeferredDialogProps> & { close: () => void }) {
  const router = useRouter();
  const slots = useSlots(orderId);
  const { search } = slots;
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const zone = slots.state.status === "ready" ? slots.state.data.timezone : null;
  const from = slotMoment(current.startAt, current.endAt, current.timeZone);
  const to = slot ? slotMoment(slot.start, slot.end, zone ?? current.timeZone) : "";

  useEffect(() => {
    void search();
  }, [search]);

  async function move() {
    if (!slot || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const result = await rescheduleAppointmentAction({
        order_id: orderId,
        booking_key: slot.booking_key,
        slot_start: slot.start,
        slot_end: slot.end,
      });
      if (result.ok) {
        toast.success(`Draw moved to ${slotMoment(result.data.startAt, result.data.endAt, result.data.timeZone)}`, {
          description: requestIdLine(result.requestId),
        });
        close();
        router.refresh();
        onChanged?.();
        return;
      }
      setFailure(failureOf(result));
      if (result.extra?.slotGone) {
        setSlot(null);
        setConfirming(false);
        await slots.reload();
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      {failure ? <FailureAlert title="Not moved" failure={failure} /> : null}
      {confirming && slot ? (
        <p role="status" className="text-sm font-medium">
          Move the draw from {from} to {to}?
        </p>
      ) : (
        <SlotsPanel
          state={slots.state}
          value={slot}
          onChange={setSlot}
          onRetry={() => void slots.reload()}
          disabled={pending}
        />
      )}
      <DialogFooter>
        {confirming ? (
          <>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={pending}>
              Back
            </Button>
            <Button onClick={() => void move()} disabled={pending}>
              {pending ? "Moving…" : "Move draw"}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Keep current time
            </Button>
            <Button onClick={() => setConfirming(true)} disabled={!slot || slots.state.status !== "ready"}>
              Continue
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
