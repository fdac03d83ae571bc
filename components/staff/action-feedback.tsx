"use client";

import { useState } from "react";
import { AlertCircleIcon, CopyIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/console/guard";

/** A refused or failed action, what to do about it, and the request id to quote. */
export type ActionFailure = { message: string; requestId: string };

export function failureOf(result: ActionResult<unknown>): ActionFailure | null {
  return result.ok ? null : { message: result.message, requestId: result.requestId };
}

/** Puts the server's per-field messages next to the fields; returns whether any matched a field. */
export function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fieldErrors: Record<string, string> | undefined,
  fields: readonly Path<T>[],
) {
  let matched = false;
  for (const field of fields) {
    const message = fieldErrors?.[field];
    if (message) {
      form.setError(field, { type: "server", message }, { shouldFocus: !matched });
      matched = true;
    }
  }
  return matched;
}

export function ActionFailureAlert({ failure }: { failure: ActionFailure | null }) {
  if (!failure) return null;
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>That did not work</AlertTitle>
      <AlertDescription>
        <p>{failure.message}</p>
        <p className="text-xs">Request id {failure.requestId}</p>
      </AlertDescription>
    </Alert>
  );
}

/**
 * A password the server generated, shown this one time. It lives only in the dialog's state;
 * closing the dialog drops it, and nothing can show it again.
 */
export function OneTimePassword({ password, forName }: { password: string; forName: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      toast.success("Password copied");
    } catch {
      toast.error("Could not copy: select the password and copy it by hand.");
    }
  }

  return (
    <div className="grid gap-3">
      <FormField
        label="Password"
        description={`Shown only now. Copy it and give it to ${forName} through a channel only they can read; Labdesk cannot show it again.`}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              readOnly
              value={password}
              className="font-mono"
              autoComplete="off"
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={copy} aria-label="Copy password">
              <CopyIcon aria-hidden="true" />
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        )}
      </FormField>
    </div>
  );
}
