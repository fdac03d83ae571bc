"use client";

import Link from "next/link";
import { CircleCheckIcon, FileDownIcon, MapPinIcon, SyringeIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { CopyableId } from "@/components/common/copy-button";
import { collectionMethodLabel } from "@/lib/console/appointments/format";
import { BOOK_HASH } from "@/lib/console/orders/book-link";

export type PlacedOrder = { id: string; testName: string; collectionMethod: string };

/**
 * What to do right after ordering: book the at-home draw (the order page opens its booking form),
 * or find a service center for a walk-in; download the requisition the patient or the lab needs.
 */
export function OrderPlaced({ order, onAnother }: { order: PlacedOrder; onAnother: () => void }) {
  const atHome = order.collectionMethod === "at_home_phlebotomy";
  const walkIn = order.collectionMethod === "walk_in_test";
  return (
    <div className="grid gap-4">
      <div role="status" className="flex items-start gap-3 rounded-md border p-4">
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <p className="font-medium">Order placed</p>
          <p className="text-sm">
            {order.testName} · {collectionMethodLabel(order.collectionMethod)}
          </p>
          <CopyableId value={order.id} label="Copy order id" />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {atHome ? (
          <Button asChild>
            <Link href={`/orders/${order.id}${BOOK_HASH}`}>
              <SyringeIcon aria-hidden="true" />
              Book the at-home draw
            </Link>
          </Button>
        ) : null}
        {walkIn ? (
          <Button asChild>
            <Link href={`/psc?order=${order.id}`}>
              <MapPinIcon aria-hidden="true" />
              Find a service center
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={`/orders/${order.id}/requisition`} download>
            <FileDownIcon aria-hidden="true" />
            Download requisition
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link href={`/orders/${order.id}`}>Open the order</Link>
        </Button>
        <Button type="button" variant="ghost" onClick={onAnother}>
          Order another test
        </Button>
      </div>
    </div>
  );
}
