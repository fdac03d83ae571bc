"use client";

import { useState, useTransition, type MouseEvent } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";

import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf, requestIdLine, type Failure } from "@/lib/console/action-failure";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { cancelOrderAction } from "@/lib/console/actions/orders";

export type CancelOrderDialogProps = DeferredDialogProps & {
  orderId: string;
  /** The booked draw that goes with the order, named in one line; null when none is booked. */
  bookedDraw: string | null;
  tests: number;
};

/**
 * Names everything a cancelled order takes with it before asking. The action button keeps the
 * dialog open while the service works, so its refusal (the sample is already at the lab) shows
 * here with the request id, and pressing it again is the retry.
 */
export function CancelOrderDialogBody({
  orderId,
  bookedDraw,
  tests,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: CancelOrderDialogProps) {
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();

  function confirm(event: MouseEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = await cancelOrderAction({ order_id: orderId });
      if (!result.ok) return setFailure(failureOf(result));
      toast.success("Order cancelled", { description: requestIdLine(result.requestId) });
      onOpenChange(false);
      router.refresh();
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (onOpenChange(next), next || setFailure(null))}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this order?</AlertDialogTitle>
          <AlertDialogDescription>Cancelling the order means:</AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="What is lost">
          <li>The {tests === 1 ? "lab test" : `${tests} lab tests`} on this order will not be run.</li>
          {bookedDraw ? (
            <li>The booked at-home draw ({bookedDraw}) is cancelled and its slot given back.</li>
          ) : (
            <li>No draw is booked, so no appointment is affected.</li>
          )}
          <li>It cannot be undone: the tests would need a new order.</li>
        </ul>
        <FailureAlert failure={failure} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep the order</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={confirm}>
            {pending ? "Cancelling…" : "Cancel order"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
