import type { ReactNode } from "react";
import { AlertCircleIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { failureMessage, type Failure } from "@/lib/console/action-failure";

/**
 * The one way a failed load or action is shown: a title saying what did not happen, the message
 * (what happened and what to do), the request id on a line of its own, selectable in one click for
 * quoting to support, and whatever the caller offers next (a retry, "Overwrite anyway"). Nothing
 * when there is no failure.
 */
export function FailureAlert({
  title = "That did not work",
  failure,
  view,
  children,
}: {
  title?: string;
  failure: Failure | null;
  /** Marks a page's failed load, which the browser tests look for after each page they open. */
  view?: "load";
  children?: ReactNode;
}) {
  if (!failure) return null;
  return (
    <Alert variant="destructive" role="alert" className="text-left" data-error-view={view}>
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{failureMessage(failure)}</p>
        <p className="text-xs">
          Request id <code className="font-mono select-all">{failure.requestId}</code>
        </p>
        {children}
      </AlertDescription>
    </Alert>
  );
}
