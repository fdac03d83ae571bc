"use client";

import { useState } from "react";

import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf } from "@/lib/console/action-failure";
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { createSignInTokenAction } from "@/lib/console/actions/connections";
import { SecretValue } from "@/components/common/secret-value";
import { CreateFooter, DoneFooter, ShowOnceDialog, useShowOnce } from "./show-once-dialog";

const SESSION_NOTE =
  "An app signs in once with this token and keeps its session on the device. It does not need a new token at every launch: create one only to sign a device in.";

/** Mobile SDK sign-in token, shown once (see useShowOnce: closing the dialog drops it). */
export function SignInTokenDialogBody({
  userId,
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: { userId: string } & DeferredDialogProps) {
  const {
    created: token,
    setCreated: setToken,
    failure,
    setFailure,
    onOpenChange,
    close,
  } = useShowOnce<string>(setOpen);
  const [pending, setPending] = useState(false);

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
    <ShowOnceDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Mobile SDK sign-in token"
      description={SESSION_NOTE}
    >
      {token ? (
        <SecretValue
          label="Sign-in token"
          value={token}
          description="Shown only now. Copy it into the app; Labdesk keeps no copy and cannot show it again."
        />
      ) : (
        <Alert>
          <AlertDescription>The token is shown once, in this dialog. Closing the dialog discards it.</AlertDescription>
        </Alert>
      )}
      <FailureAlert failure={failure} />
      {token ? (
        <DoneFooter onDone={close} />
      ) : (
        <CreateFooter label="Create sign-in token" pending={pending} onCancel={close} onCreate={create} />
      )}
    </ShowOnceDialog>
  );
}
