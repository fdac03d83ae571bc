"use client";

import dynamic from "next/dynamic";
import { KeyRoundIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";

const loadBody = () => import("./sign-in-token-dialog-body");
// The dialog loads on first use.
const SignInTokenDialogBody = dynamic(() => loadBody().then((m) => m.SignInTokenDialogBody), { ssr: false });

/** Mobile SDK sign-in token, shown once (sign-in-token-dialog-body.tsx). */
export function SignInTokenDialog({ userId }: { userId: string }) {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button variant="outline">
          <KeyRoundIcon aria-hidden="true" />
          Mobile SDK sign-in token
        </Button>
      }
    >
      {(dialog) => <SignInTokenDialogBody {...dialog} userId={userId} />}
    </DeferredDialog>
  );
}
