"use client";

import dynamic from "next/dynamic";
import { CheckIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";

const loadBody = () => import("./review-dialog-body");
const ReviewResultDialogBody = dynamic(() => loadBody().then((m) => m.ReviewResultDialogBody), { ssr: false });

/** "Mark reviewed" on a report that waits for a review; the form loads on first use. */
export function ReviewResultButton({
  orderId,
  reviewId,
  report,
}: {
  orderId: string;
  reviewId: string;
  report: string;
}) {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button size="sm">
          <CheckIcon aria-hidden="true" />
          Mark reviewed
        </Button>
      }
    >
      {(dialog) => <ReviewResultDialogBody {...dialog} orderId={orderId} reviewId={reviewId} report={report} />}
    </DeferredDialog>
  );
}
