"use client";

import { useState } from "react";
import { SyringeIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { BookingAddress } from "@/lib/console/orders/booking-address";
import { BookingForm } from "./booking-form";

/** "Book at-home draw": each opening mounts a fresh form, so each gets its own idempotency key. */
export function BookDrawDialog({ orderId, address }: { orderId: string; address: BookingAddress }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <SyringeIcon aria-hidden="true" />
          Book at-home draw
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Book at-home draw</DialogTitle>
          <DialogDescription>The address comes from the patient&apos;s details; change it if the draw happens elsewhere.</DialogDescription>
        </DialogHeader>
        {open ? <BookingForm orderId={orderId} address={address} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
