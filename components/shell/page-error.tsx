"use client";

import * as React from "react";
import { AlertTriangleIcon, RotateCcwIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { referenceOf, type ConsoleError } from "./error-reference";

/**
 * A page that failed to render. Server errors reach the browser stripped of their message (only a
 * digest, which the server log carries too); a request id is shown when the error has one, so
 * the person can quote something support can find. "Try again" re-fetches the page from the
 * server rather than only re-rendering what already failed.
 */

export function PageError({ error, reset, retry }: { error: ConsoleError; reset: () => void; retry?: () => void }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const reference = referenceOf(error);

  // Move focus to the message, so keyboard and screen-reader users learn what happened.
  React.useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div data-error-view="page" className="mx-auto flex max-w-2xl flex-col gap-4 py-8">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
        This page could not be loaded
      </h1>
      <Alert variant="destructive">
        <AlertTriangleIcon aria-hidden="true" />
        <AlertTitle>Something went wrong while loading this page.</AlertTitle>
        <AlertDescription>
          <p>
            The service or the console may be briefly unavailable. Try again; if it keeps failing, tell an admin and
            quote the reference below.
          </p>
          {reference ? (
            <p>
              {reference.label}: <code className="font-mono text-foreground select-all">{reference.value}</code>
            </p>
          ) : null}
        </AlertDescription>
      </Alert>
      <div>
        <Button onClick={() => (retry ?? reset)()}>
          <RotateCcwIcon aria-hidden="true" />
          Try again
        </Button>
      </div>
    </div>
  );
}
