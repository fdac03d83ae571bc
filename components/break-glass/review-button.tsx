"use client";

import dynamic from "next/dynamic";
import { CheckIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";

const loadBody = () => import("./review-dialog-body");
const ReviewDialogBody = dynamic(() => loadBody().then((m) => m.ReviewDialogBody), { ssr: false });

/** "Mark reviewed" on an ended emergency access in the queue. */
export function ReviewButton({ grantId, who, patient }: { grantId: string; who: string; patient: string }) {
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
      {(dialog) => <ReviewDialogBody {...dialog} grantId={grantId} who={who} patient={patient} />}
    </DeferredDialog>
  );
}
