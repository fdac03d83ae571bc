"use client";

import dynamic from "next/dynamic";
import { FlaskConicalIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";

const loadBody = () => import("./pick-user-dialog-body");
// The user search, then the order form itself, load on first use: the orders list ships neither.
const PickUserDialogBody = dynamic(() => loadBody().then((m) => m.PickUserDialogBody), { ssr: false });

/**
 * "Order a test" where no user is at hand (the orders list): pick the user first, by name (for
 * the roles that may order, who see names) or id, then the same order form a user's page opens.
 */
export function OrderForUserButton() {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button size="sm">
          <FlaskConicalIcon aria-hidden="true" />
          Order a test
        </Button>
      }
    >
      {(dialog) => <PickUserDialogBody {...dialog} />}
    </DeferredDialog>
  );
}
