"use client";

import dynamic from "next/dynamic";
import { UnplugIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";
import type { DisconnectTarget } from "./disconnect-provider-dialog-body";

const loadBody = () => import("./disconnect-provider-dialog-body");
// The confirmation and its action load on first use, not with the connections tab.
const DisconnectProviderDialogBody = dynamic(() => loadBody().then((m) => m.DisconnectProviderDialogBody), {
  ssr: false,
});

/** "Disconnect" on one provider's row; the action guards itself (link.create) and is audited. */
export function DisconnectProviderDialog({ target }: { target: DisconnectTarget }) {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Disconnect ${target.name}`}>
          <UnplugIcon aria-hidden="true" />
          Disconnect
        </Button>
      }
    >
      {(dialog) => <DisconnectProviderDialogBody {...dialog} target={target} />}
    </DeferredDialog>
  );
}
