"use client";

import dynamic from "next/dynamic";
import { ShieldAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";

const loadBody = () => import("./open-break-glass-dialog-body");
// The dialog and its form load on first use: nearly every visit never breaks glass.
const OpenBreakGlassDialogBody = dynamic(() => loadBody().then((m) => m.OpenBreakGlassDialogBody), { ssr: false });

/**
 * "View patient details (emergency)": offered on the pages that hide a patient's details from the
 * viewer's role (a user's pages, an order), to the roles that may break glass.
 */
export function BreakGlassButton({ userId }: { userId: string }) {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button variant="outline" size="sm">
          <ShieldAlertIcon aria-hidden="true" />
          View patient details (emergency)
        </Button>
      }
    >
      {(dialog) => <OpenBreakGlassDialogBody {...dialog} userId={userId} />}
    </DeferredDialog>
  );
}
