import type { ActionResult } from "@/lib/console/guard";
import { requestIdSuffix } from "@/lib/service/errors";

export { requestIdLine } from "@/lib/service/errors";

/**
 * A refused or failed action (or load) as a person sees it: what happened and what to do, the
 * request id to quote, and the server's per-field messages when the input was refused.
 */
export type ActionFailure = { message: string; requestId: string; fieldErrors?: Record<string, string> };

export function failureOf(result: ActionResult<unknown>): ActionFailure | null {
  return result.ok ? null : { message: result.message, requestId: result.requestId, fieldErrors: result.fieldErrors };
}

/**
 * "message (request id X)": the one way a failure reads as a single line. A service error's
 * message already ends with its request id, which is then not repeated.
 */
export function failureText(failure: { message: string; requestId: string }): string {
  return failure.message.includes(failure.requestId)
    ? failure.message
    : failure.message + requestIdSuffix(failure.requestId);
}

/** The message without its trailing request id, for views that show the id on a line of its own. */
export function failureMessage(failure: { message: string; requestId: string }): string {
  return failure.message.replace(requestIdSuffix(failure.requestId), "");
}
