"use client";

import dynamic from "next/dynamic";
import { FlaskConicalIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";

const loadBody = () => import("./order-test-dialog-body");
// The dialog, its form, the catalogue search and the patient schema (phone numbers) load on first use.
const OrderTestDialogBody = dynamic(() => loadBody().then((m) => m.OrderTestDialogBody), { ssr: false });

/**
 * "Order a test" for one user: on a user's pages, for the roles that may order. The list of a
 * team's orders can offer it for the user it is filtered to.
 */
export function OrderTestButton({ userId, patientLabel }: { userId: string; patientLabel: string | null }) {
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
      {(dialog) => <OrderTestDialogBody {...dialog} userId={userId} patientLabel={patientLabel} />}
    </DeferredDialog>
  );
}
