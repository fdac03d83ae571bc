"use client";

import dynamic from "next/dynamic";
import { BanIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";

const loadBody = () => import("./cancel-order-dialog-body");
// The confirmation loads on first use: most visits to an order never cancel it.
const CancelOrderDialogBody = dynamic(() => loadBody().then((m) => m.CancelOrderDialogBody), { ssr: false });

/** "Cancel order" on an order's page, for roles that may and while the sample is not at the lab. */
export function CancelOrderButton({
  orderId,
  bookedDraw,
  tests,
}: {
  orderId: string;
  bookedDraw: string | null;
  tests: number;
}) {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button variant="outline" className="text-destructive">
          <BanIcon aria-hidden="true" />
          Cancel order
        </Button>
      }
    >
      {(dialog) => <CancelOrderDialogBody {...dialog} orderId={orderId} bookedDraw={bookedDraw} tests={tests} />}
    </DeferredDialog>
  );
}
