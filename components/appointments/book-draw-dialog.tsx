"use client";

import dynamic from "next/dynamic";
import { SyringeIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";
import { BOOK_HASH } from "@/lib/console/orders/book-link";
import type { BookingAddress } from "@/lib/console/orders/booking-address";

const loadBody = () => import("./book-draw-dialog-body");
// The dialog and the booking form (react-hook-form, the booking schema, zod) load on first use.
const BookDrawDialogBody = dynamic(() => loadBody().then((m) => m.BookDrawDialogBody), { ssr: false });

/** "Book at-home draw" on an order; opened on arrival from the board's "Book" link. */
export function BookDrawDialog({ orderId, address }: { orderId: string; address: BookingAddress }) {
  return (
    <DeferredDialog
      preload={loadBody}
      openOnHash={BOOK_HASH}
      trigger={
        <Button>
          <SyringeIcon aria-hidden="true" />
          Book at-home draw
        </Button>
      }
    >
      {(dialog) => <BookDrawDialogBody {...dialog} orderId={orderId} address={address} />}
    </DeferredDialog>
  );
}
