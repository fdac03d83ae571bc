"use client";

import { useState } from "react";

import { ActionFailureAlert, failureOf, type ActionFailure } from "@/components/staff/action-feedback";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { createSignInTokenAction } from "@/lib/console/actions/connections";
import { SecretValue } from "./secret-value";

const SESSION_NOTE =
  "An app signs in once with this token and keeps its session on the device. It does not need a new token at every launch: create one only to sign a device in.";

/**
 * Mobile SDK sign-in token, shown once. It is held only in this dialog's state; closing the dialog
 * drops it, and reopening offers to create a new one rather than showing the old.
 */
export function SignInTokenDialogBody({
  userId,
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: { userId: string } & DeferredDialogProps) {
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, setPending] = useState(false);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setToken(null);
      setFailure(null);
    }
  }

  async function create() {
    setFailure(null);
    setPending(true);
    try {
      const result = await createSignInTokenAction({ userId });
      if (result.ok) setToken(result.data.signInToken);
      else setFailure(failureOf(result));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Mobile SDK sign-in token</DialogTitle>
          <DialogDescription>{SESSION_NOTE}</DialogDescription>
        </DialogHeader>
        {token ? (
          <SecretValue
            label="Sign-in token"
            value={token}
            description="Shown only now. Copy it into the app; Labdesk keeps no copy and cannot show it again."
          />
        ) : (
          <Alert>
            <AlertDescription>
              The token is shown once, in this dialog. Closing the dialog discards it.
            </AlertDescription>
          </Alert>
        )}
        <ActionFailureAlert failure={failure} />
        <DialogFooter>
          {token ? (
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button onClick={create} disabled={pending}>
                {pending ? "Creating…" : "Create sign-in token"}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
