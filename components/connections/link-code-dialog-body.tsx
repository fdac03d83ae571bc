"use client";

import { useState } from "react";

import { ActionFailureAlert, failureOf, type ActionFailure } from "@/components/staff/action-feedback";
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
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { createLinkCodeAction } from "@/lib/console/actions/connections";
import { linkCodeFormSchema, localInputToIso } from "@/lib/console/connections/schemas";
import { Countdown } from "./countdown";
import { QrImage, SecretValue } from "./secret-value";

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
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setExpiry("");
      setError(null);
      setFailure(null);
      setCreated(null);
    }
  }

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{created ? "Link code created" : "Link code for a mobile app"}</DialogTitle>
          <DialogDescription>
            The person enters the code in the app, or scans the QR code on the phone, to share their health-store data.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="grid gap-4">
            <SecretValue label="Link code" value={created.code} />
            <div className="flex flex-wrap items-start gap-4">
              <QrImage src={created.qr} label="QR code of the exchange URL" />
              <Countdown expiresAt={created.expiresAt} />
            </div>
            <SecretValue label="Exchange URL" value={created.exchangeUrl} />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
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
            <ActionFailureAlert failure={failure} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? "Creating…" : "Create code"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
