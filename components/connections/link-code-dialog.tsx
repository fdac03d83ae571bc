"use client";

import dynamic from "next/dynamic";
import { SmartphoneIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";
import { LINK_CODE_TRIGGER_ID } from "./link-code-trigger";

const loadBody = () => import("./link-code-dialog-body");
// The dialog (and zod, for the expiry check) load on first use.
const LinkCodeDialogBody = dynamic(() => loadBody().then((m) => m.LinkCodeDialogBody), { ssr: false });

/** Link code for a mobile app: optional expiry → the code, its exchange URL as QR, and a countdown. */
export function LinkCodeDialog({ userId }: { userId: string }) {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button variant="outline" id={LINK_CODE_TRIGGER_ID}>
          <SmartphoneIcon aria-hidden="true" />
          Link code for a mobile app
        </Button>
      }
    >
      {(dialog) => <LinkCodeDialogBody {...dialog} userId={userId} />}
    </DeferredDialog>
  );
}
