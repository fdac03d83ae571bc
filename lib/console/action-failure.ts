import { requestIdSuffix } from "@/lib/service/errors";

export { requestIdLine } from "@/lib/service/errors";

/**
 * Who said no, so a view can choose its words: the session or the role ("refused"), the input
 * ("invalid"), the console's own rules after the guard let it through ("declined", e.g. a
 * duplicate or a conflicting edit), the service ("service"), or the console's own database, or
 * the console itself out of reach ("unavailable").
 */
export type FailureKind = "refused" | "invalid" | "declined" | "service" | "unavailable";

/**
 * A failed load or action as a person sees it: what happened and what to do, the request id to
 * quote, and the per-field messages when the input was refused. Loaders and actions hand it over
 * the same way, flat beside `ok: false`, so one component (FailureAlert) shows either.
 */
export type Failure = {
  kind: FailureKind;
  message: string;
  requestId: string;
  fieldErrors?: Record<string, string>;
};

/** The failed side of a result: the failure, and for an action the values it was sent (forms keep them). */
export type Failed = { ok: false } & Failure & {
    values?: unknown;
    /** What a refusal adds for the form, e.g. the id of the record a duplicate points at. */
    extra?: Record<string, string>;
  };

/** The one result shape of loaders and actions: the data (with what else the success carries), or a failure. */
export type Result<T, Ok = object> = ({ ok: true; data: T } & Ok) | Failed;

/** What a loader hands a page: the data, or a failure the page shows in place of it. */
export type Loaded<T> = Result<T>;

/** What a server action returns; a success names the request id its audit record carries. */
export type ActionResult<T> = Result<T, { requestId: string }>;

/** The failure of a result without what travels with it (the submitted values), or null on success. */
export function failureOf(result: Failed): Failure;
export function failureOf(result: Result<unknown>): Failure | null;
export function failureOf(result: Result<unknown>): Failure | null {
  if (result.ok) return null;
  const { kind, message, requestId, fieldErrors } = result;
  return { kind, message, requestId, fieldErrors };
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
