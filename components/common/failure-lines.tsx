import { failureMessage } from "@/lib/console/action-failure";

/**
 * A failure inside an alert: its message, then the request id on a line of its own, selectable in
 * one click for quoting to support (the message drops its own copy of the id).
 */
export function FailureLines({ failure }: { failure: { message: string; requestId: string } }) {
  return (
    <>
      <p>{failureMessage(failure)}</p>
      <p className="text-xs">
        Request id <code className="font-mono select-all">{failure.requestId}</code>
      </p>
    </>
  );
}
