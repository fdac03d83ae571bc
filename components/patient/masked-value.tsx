"use client";

import { useState, useTransition } from "react";
import { EyeIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/console/action-failure";
import { failureText } from "@/lib/console/action-failure";

/**
 * A value the page sends masked. "Reveal" asks the server for it through a guarded action, which
 * writes the audit record; a refusal or service failure is shown in place, with its request id.
 */
export function MaskedValue({
  label,
  masked,
  reveal,
}: {
  label: string;
  masked: string;
  reveal: () => Promise<ActionResult<string>>;
}) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (value !== null) return <span>{value}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span aria-label={`${label} hidden`}>{masked}</span>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={pending}
        aria-label={`Reveal ${label.toLowerCase()}`}
        onClick={() =>
          startTransition(async () => {
            const result = await reveal();
            if (result.ok) setValue(result.data);
            else setError(failureText(result));
          })
        }
      >
        <EyeIcon aria-hidden="true" />
        Reveal
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      ) : null}
    </span>
  );
}
