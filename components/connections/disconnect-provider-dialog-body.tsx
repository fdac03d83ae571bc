"use client";

import { useState, useTransition, type MouseEvent } from "react";
import { useRouter } from "next/navigation";

import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf, requestIdLine, type Failure } from "@/lib/console/action-failure";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { toast } from "@/components/ui/toast";
import { disconnectProviderAction } from "@/lib/console/actions/connections";

export type DisconnectTarget = { userId: string; slug: string; name: string };

/**
 * The confirmation before a provider is disconnected, naming it and what stops. The action button
 * keeps the dialog open while the server works, so a refusal shows here with its request id; the
 * page is re-read either way, since a refusal usually means the connection changed elsewhere.
 */
export function DisconnectProviderDialogBody({
  target,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: { target: DisconnectTarget } & DeferredDialogProps) {
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setFailure(null);
  };

  function confirm(event: MouseEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = await disconnectProviderAction({ userId: target.userId, provider: target.slug });
      router.refresh();
      if (!result.ok) return setFailure(failureOf(result));
      toast.success(`${target.name} disconnected`, { description: requestIdLine(result.requestId) });
      close(false);
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Disconnect {target.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            The service stops syncing this user&apos;s data from {target.name}: nothing new arrives from it after this.
            The data already received stays on the user&apos;s record. To connect {target.name} again, send the person a
            new link.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <FailureAlert failure={failure} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={confirm}>
            {pending ? "Disconnecting…" : `Disconnect ${target.name}`}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
