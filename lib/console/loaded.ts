import { ServiceError } from "@/lib/service/errors";
import type { Failed, Failure } from "./action-failure";

/**
 * What a loader hands a page: the data, or a failure the page renders in place (with its request
 * id and a retry) instead of failing the whole route. The shape is the actions' too.
 */
export type { Loaded } from "./action-failure";

/** A ServiceError as a failure a page can show; anything else is a bug, rethrown for error.tsx. */
export function loadFailure(error: unknown): Failure {
  if (!(error instanceof ServiceError)) throw error;
  return { kind: "service", message: error.userMessage(), requestId: error.requestId };
}

/** `loadFailure` as a failed `Loaded<T>`. */
export function failedLoad(error: unknown): Failed {
  return { ok: false, ...loadFailure(error) };
}

/** The status check on a ServiceError, beside the loaders that use it most. */
export { isHttpStatus } from "@/lib/service/errors";
