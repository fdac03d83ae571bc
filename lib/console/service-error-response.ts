import { ServiceError } from "@/lib/service/errors";

/**
 * A route handler's answer to a failed service call, the way pages and actions report one: what
 * the service refused keeps its status (a 404 stays a 404, a 422 a 422) with the readable detail;
 * anything the console could not get an answer for is a 502 (503 while the console has paused
 * calls), and every answer carries the request id to quote. The service's own 401/403 means the
 * console's key was refused, not the person: that is the console's fault, a 502 too.
 */
export function serviceErrorResponse(error: ServiceError): Response {
  const refusedByService =
    error.kind === "http" && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403;
  const status = refusedByService ? error.status : error.kind === "unavailable" ? 503 : 502;
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (status === 503 || error.status === 429)
    headers["retry-after"] = String(Math.ceil((error.retryAfterMs ?? 30_000) / 1000));
  return Response.json({ detail: error.userMessage(), requestId: error.requestId }, { status, headers });
}

export const auditDetailOf = (error: ServiceError) => `service ${error.kind} ${error.status}`;
