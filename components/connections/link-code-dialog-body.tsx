"use client";

import { useState } from "react";

import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf } from "@/lib/console/action-failure";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { createLinkCodeAction } from "@/lib/console/actions/connections";
import { linkCodeFormSchema, localInputToIso } from "@/lib/console/connections/schemas";
import { Countdown } from "./countdown";
import { SecretValue } from "@/components/common/secret-value";
import { QrImage } from "./qr-image";
import { CreateFooter, DoneFooter, ShowOnceDialog, useShowOnce } from "./show-once-dialog";

type Created = { code: string; exchangeUrl: string; expiresAt: string; qr: string };

/** Link code for a mobile app: optional expiry → the code, its exchange URL as QR, and a countdown. */
export function LinkCodeDialogBody({
  userId,
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: { userId: string } & DeferredDialogProps) {
  const [expiry, setExpiry] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { created, setCreated, failure, setFailure, onOpenChange, close } = useShowOnce<Created>(setOpen, () => {
    setExpiry("");
    setError(null);
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    // The same schema the action re-checks; the local time becomes an instant here, in the browser's zone.
    const values = { userId, expiresAt: localInputToIso(expiry) };
    const parsed = linkCodeFormSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the expiry.");
      return;
    }
    setError(null);
    setPending(true);
    try {
      const result = await createLinkCodeAction(parsed.data);
      if (!result.ok) {
        const fieldError = result.fieldErrors?.expiresAt ?? result.fieldErrors?.expires_at;
        if (fieldError) setError(fieldError);
        else setFailure(failureOf(result));
        return;
      }
      setCreated(result.data);
    } finally {
      setPending(false);
    }
  }

  return (
    <ShowOnceDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={created ? "Link code created" : "Link code for a mobile app"}
      description="The person enters the code in the app, or scans the QR code on the phone, to share their health-store data."
    >
      {created ? (
        <div className="grid gap-4">
          <SecretValue label="Link code" value={created.code} />
          <div className="flex flex-wrap items-start gap-4">
            <QrImage src={created.qr} label="QR code of the exchange URL" />
            <Countdown expiresAt={created.expiresAt} />
          </div>
          <SecretValue label="Exchange URL" value={created.exchangeUrl} />
          <DoneFooter onDone={close} />
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label="Expires"
            error={error}
            description="Optional, in your local time. Empty: one hour from now."
          >
            <Input type="datetime-local" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
          </FormField>
          <FailureAlert failure={failure} />
          <CreateFooter label="Create code" pending={pending} onCancel={close} />
        </form>
      )}
    </ShowOnceDialog>
  );
}
