"use client";

import { useState, useTransition, type MouseEvent } from "react";
import { toast } from "@/components/ui/toast";

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
import { disableStaffAction, enableStaffAction, resetStaffPasswordAction } from "@/lib/console/actions/staff";
import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf, requestIdLine, type Failure } from "@/lib/console/action-failure";
import { OneTimePassword } from "./one-time-password";
import type { StaffDialogProps } from "./set-role-dialog";

/**
 * Confirmations for the two row actions that lock someone out (AlertDialog: no dismissing by a
 * stray click). The action button keeps the dialog open while the server works, so a refusal
 * shows here rather than in a toast that is easy to miss.
 */
function useConfirmedAction(onOpenChange: (open: boolean) => void) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setFailure(null);
  };
  return { failure, setFailure, pending, startTransition, close };
}

/** `disabling` comes from the menu item chosen: the row's status flips as soon as the action lands. */
export function ToggleDisabledDialog({
  member,
  open,
  onOpenChange,
  disabling,
}: StaffDialogProps & { disabling: boolean }) {
  const { failure, setFailure, pending, startTransition, close } = useConfirmedAction(onOpenChange);

  function confirm(event: MouseEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = await (disabling ? disableStaffAction : enableStaffAction)({ staffId: member.id });
      if (!result.ok) return setFailure(failureOf(result));
      toast.success(disabling ? `${member.name} is disabled and signed out` : `${member.name} can sign in again`, {
        description: requestIdLine(result.requestId),
      });
      close(false);
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{disabling ? `Disable ${member.name}?` : `Enable ${member.name}?`}</AlertDialogTitle>
          <AlertDialogDescription>
            {disabling
              ? `${member.email} is signed out at their next page or action and cannot sign in until an admin enables the account again.`
              : `${member.email} can sign in again with their current password.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <FailureAlert failure={failure} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant={disabling ? "destructive" : "default"} disabled={pending} onClick={confirm}>
            {pending ? "Saving…" : disabling ? "Disable" : "Enable"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function ResetPasswordDialog({ member, open, onOpenChange }: StaffDialogProps) {
  const { failure, setFailure, pending, startTransition, close: closeDialog } = useConfirmedAction(onOpenChange);
  // The new password lives only here and is dropped when the dialog closes.
  const [password, setPassword] = useState<string | null>(null);
  const close = (next: boolean) => {
    closeDialog(next);
    if (!next) setPassword(null);
  };

  function confirm(event: MouseEvent) {
    event.preventDefault();
    startTransition(async () => {
      const result = await resetStaffPasswordAction({ staffId: member.id });
      if (!result.ok) return setFailure(failureOf(result));
      setPassword(result.data.password);
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {password ? `New password for ${member.name}` : `Reset the password of ${member.name}?`}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {password
              ? "Their old password no longer works and they were signed out everywhere."
              : `Labdesk generates a new password and shows it once. ${member.email} is signed out everywhere; a lockout is lifted.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {password ? <OneTimePassword password={password} forName={member.name} /> : <FailureAlert failure={failure} />}
        <AlertDialogFooter>
          {password ? (
            <AlertDialogAction variant="default">Done</AlertDialogAction>
          ) : (
            <>
              <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
              <AlertDialogAction disabled={pending} onClick={confirm}>
                {pending ? "Resetting…" : "Reset password"}
              </AlertDialogAction>
            </>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
