import { ServiceError } from "@/lib/service/errors";

/**
 * What a loader hands a page: the data, or a failure the page renders in place (with its request
 * id and a retry) instead of failing the whole route.
 */

/** The person-facing text (which names the request id) and the id itself. */
export type LoadFailure = { message: string; requestId: string };
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: LoadFailure };

/** A ServiceError as a failure a page can show; anything else is a bug, rethrown for error.tsx. */
export function loadFailure(error: unknown): LoadFailure {
  if (!(error instanceof ServiceError)) throw error;
  return { message: error.userMessage(), requestId: error.requestId };
}

/** `loadFailure` in the shape of a failed `Loaded<T>`. */
export function failedLoad(error: unknown): { ok: false; error: LoadFailure } {
  return { ok: false, error: loadFailure(error) };
}

/** The status check on a ServiceError, beside the loaders that use it most. */
export { isHttpStatus } from "@/lib/service/errors";
