import { requestIdOfDigest } from "@/lib/console/request-digest";

export type ConsoleError = Error & { digest?: string; requestId?: string };

/**
 * What a person can quote about a failed page: its request id when the error carries one (in its
 * message, its own field or its digest), else the digest the server log carries too.
 */
export function referenceOf(error: ConsoleError): { label: string; value: string } | null {
  const fromMessage = /\[request id ([A-Za-z0-9._:-]{8,128})\]/.exec(error.message)?.[1];
  const requestId = error.requestId ?? fromMessage ?? requestIdOfDigest(error.digest);
  if (requestId) return { label: "Request id", value: requestId };
  return error.digest ? { label: "Error reference", value: error.digest } : null;
}
