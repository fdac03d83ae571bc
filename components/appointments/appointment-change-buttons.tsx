"use client";

import dynamic from "next/dynamic";
import { CalendarClockIcon, XCircleIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";
import type { AppointmentChanges } from "@/lib/console/orders/order-changes";
import type { CurrentSlot } from "./reschedule-dialog-body";

// Each dialog's code (slots, the cancel form and its schema) loads when first opened.
const loadReschedule = () => import("./reschedule-dialog-body");
const loadCancel = () => import("./cancel-appointment-dialog-body");
const RescheduleDialogBody = dynamic(() => loadReschedule().then((m) => m.RescheduleDialogBody), { ssr: false });
const CancelAppointmentDialogBody = dynamic(() => loadCancel().then((m) => m.CancelAppointmentDialogBody), {
  ssr: false,
});

/** "Reschedule" and "Cancel appointment" on an order's page, as the role and the appointment allow. */
export function AppointmentChangeButtons({
  orderId,
  current,
  changes,
}: {
  orderId: string;
  current: CurrentSlot;
  changes: AppointmentChanges;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {changes.reschedule ? (
        <DeferredDialog
          preload={loadReschedule}
          trigger={
            <Button variant="outline">
              <CalendarClockIcon aria-hidden="true" />
              Reschedule
            </Button>
          }
        >
          {(dialog) => <RescheduleDialogBody {...dialog} orderId={orderId} current={current} />}
        </DeferredDialog>
      ) : null}
      {changes.cancel ? (
        <DeferredDialog
          preload={loadCancel}
          trigger={
            <Button variant="outline">
              <XCircleIcon aria-hidden="true" />
              Cancel appointment
            </Button>
          }
        >
          {(dialog) => <CancelAppointmentDialogBody {...dialog} orderId={orderId} current={current} />}
        </DeferredDialog>
      ) : null}
    </div>
  );
}
