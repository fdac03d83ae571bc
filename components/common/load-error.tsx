"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { AlertCircleIcon, RotateCwIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { LoadFailure } from "@/lib/console/loaded";
import { FailureLines } from "./failure-lines";

/**
 * A failed service call as a person sees it: what happened (the ServiceError's own message, which
 * names the request id) and a retry that re-renders the server page without a full reload.
 */
export function LoadError({ title, error }: { title: string; error: LoadFailure }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Alert variant="destructive" className="text-left" data-error-view="load">
      <AlertCircleIcon />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <FailureLines failure={error} />
        <Button variant="outline" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
          <RotateCwIcon aria-hidden="true" className={pending ? "animate-spin" : undefined} />
          {pending ? "Retrying…" : "Retry"}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
