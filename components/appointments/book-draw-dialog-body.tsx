"use client";

import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { BookingAddress } from "@/lib/console/orders/booking-address";
import { BookingForm } from "./booking-form";

/** "Book at-home draw": each opening mounts a fresh form, so each gets its own idempotency key. */
export function BookDrawDialogBody({
  orderId,
  address,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: { orderId: string; address: BookingAddress } & DeferredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Book at-home draw</DialogTitle>
          <DialogDescription>
            The address comes from the patient&apos;s details; change it if the draw happens elsewhere.
          </DialogDescription>
        </DialogHeader>
        {open ? <BookingForm orderId={orderId} address={address} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
