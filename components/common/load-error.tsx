"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { AlertCircleIcon, RotateCwIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { LoadFailure } from "@/lib/console/loaded";
import { failureMessage } from "@/lib/console/action-failure";

/**
 * A failed service call as a person sees it: what happened (the ServiceError's own message, which
 * names the request id) and a retry that re-renders the server page without a full reload.
 */
export function LoadError({ title, error }: { title: string; error: LoadFailure }) {
  const router = useRouter();
  // The id gets its own selectable line instead of the end of the message.
  const message = failureMessage(error);
  const [pending, startTransition] = useTransition();
  return (
    <Alert variant="destructive" className="text-left">
      <AlertCircleIcon />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{message}</p>
        <p className="text-xs">
          Request id <code className="font-mono select-all">{error.requestId}</code>
        </p>
        <Button variant="outline" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
          <RotateCwIcon aria-hidden="true" className={pending ? "animate-spin" : undefined} />
          {pending ? "Retrying…" : "Retry"}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
