"use client";

import { useEffect, useState } from "react";

import { FailureAlert } from "@/components/common/failure-alert";
import { Button } from "@/components/ui/button";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { failureOf, type Failure } from "@/lib/console/action-failure";
import { openOrderFormAction } from "@/lib/console/actions/ordering";
import type { OrderFormInput } from "@/lib/console/orders/order-form";
import { OrderPlaced, type PlacedOrder } from "./order-placed";
import { OrderTestForm } from "./order-test-form";

type Step =
  | { kind: "loading" }
  | { kind: "failed"; failure: Failure }
  | { kind: "form"; values: OrderFormInput; hasDetails: boolean; round: number }
  | { kind: "placed"; order: PlacedOrder };

/**
 * "Order a test": the patient's details are read when the dialog first opens (an audited reveal),
 * then the form; once placed, the next steps. It stays mounted while closed, so what was typed
 * survives closing it by mistake; "Order another" starts a fresh form with a fresh idempotency key.
 */
export function OrderTestDialogBody({
  userId,
  patientLabel,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: { userId: string; patientLabel: string | null } & DeferredDialogProps) {
  const [step, setStep] = useState<Step>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    openOrderFormAction({ user_id: userId }).then(
      (result) =>
        live &&
        setStep(
          result.ok
            ? { kind: "form", values: result.data.values, hasDetails: result.data.hasDetails, round: attempt }
            : { kind: "failed", failure: failureOf(result) },
        ),
      () =>
        live &&
        setStep({
          kind: "failed",
          failure: {
            kind: "unavailable",
            message: "Could not reach the console to open the form; try again.",
            requestId: "—",
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [userId, attempt]);
  const reload = () => {
    setStep({ kind: "loading" });
    setAttempt((n) => n + 1);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Order a test</DialogTitle>
          <DialogDescription>
            {patientLabel ? `For ${patientLabel}. ` : null}Choose a test and how the sample is collected, then check the
            patient&apos;s details the lab will print on the requisition.
          </DialogDescription>
        </DialogHeader>
        {step.kind === "loading" ? (
          <div aria-busy="true" aria-label="Loading the order form" className="grid gap-3">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : step.kind === "failed" ? (
          <FailureAlert title="The order form did not open" failure={step.failure}>
            <Button type="button" size="sm" variant="outline" onClick={reload}>
              Try again
            </Button>
          </FailureAlert>
        ) : step.kind === "form" ? (
          <OrderTestForm
            key={step.round}
            userId={userId}
            initial={step.values}
            hasDetails={step.hasDetails}
            onPlaced={(order) => setStep({ kind: "placed", order })}
            onCancel={() => onOpenChange(false)}
          />
        ) : (
          <OrderPlaced order={step.order} onAnother={reload} />
        )}
      </DialogContent>
    </Dialog>
  );
}
