"use client";

import { AlertCircleIcon, RotateCwIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * Last resort for the users pages: a failed service call is shown in place with its request id
 * (LoadError); this catches what was not expected. The digest is what the server log carries.
 */
export function UsersErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Alert variant="destructive" data-error-view="load">
      <AlertCircleIcon />
      <AlertTitle>Something went wrong while loading users</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>Try again; if it keeps failing, report it with the reference below.</p>
        {error.digest ? (
          <p className="text-xs">
            Reference <code className="font-mono select-all">{error.digest}</code>
          </p>
        ) : null}
        <Button variant="outline" size="sm" onClick={reset}>
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      </AlertDescription>
    </Alert>
  );
}
