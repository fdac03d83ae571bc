import type { z } from "zod";
import { ServiceError, UNEXPECTED_SHAPE_DETAIL, normaliseDetail, type ServiceErrorKind } from "./errors";
import { parseRetryAfter } from "./policies";

/**
 * Turning HTTP answers into values or ServiceErrors. Nothing here knows the key or the header
 * names; client.ts hands in what it received.
 */

/** Where a call went, for errors and logs: method and path only (no query, no headers, no body). */
export type CallInfo = { method: string; path: string; requestId: string };

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Skips null/undefined (the service's defaults apply) and repeats array values (`?a=x&a=y`). */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

export function failure(
  call: CallInfo,
  kind: ServiceErrorKind,
  status: number,
  detail: string,
  cause?: unknown,
  fields?: string[],
) {
  return new ServiceError({
    kind,
    status,
    detail,
    requestId: call.requestId,
    method: call.method,
    path: call.path,
    cause,
    fields,
  });
}

/** A non-2xx answer (its body already read) as a ServiceError; the body's detail only, never echoed input. */
export function errorFromAnswer(call: CallInfo, res: Response, text: string): ServiceError {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined; // a proxy's HTML error page: the status says enough
  }
  const redirect = res.status >= 300 && res.status < 400;
  const fallback = redirect
    ? "The service answered with a redirect, which the console does not follow"
    : res.statusText || `HTTP ${res.status}`;
  return new ServiceError({
    kind: "http",
    status: res.status,
    detail: normaliseDetail(body, fallback),
    requestId: call.requestId,
    method: call.method,
    path: call.path,
    retryAfterMs: parseRetryAfter(res.headers.get("retry-after")),
  });
}

/**
 * Parses a JSON answer with the contract's schema. A mismatch is the service's fault (502), and
 * the developer-facing cause lists the failing paths and codes only: messages can quote values.
 */
export function parseAnswer<S extends z.ZodType>(
  call: CallInfo,
  schema: S,
  text: string,
  prepare: (json: unknown) => unknown = (json) => json,
): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw failure(call, "unexpected_shape", 502, UNEXPECTED_SHAPE_DETAIL, new Error("Response body is not JSON"));
  }
  const result = schema.safeParse(prepare(json));
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 20);
  const fields = [...new Set(issues.map((i) => i.path.map(String).join(".") || "(root)"))];
  const paths = issues.map((i) => `${i.path.map(String).join(".") || "(root)"} (${i.code})`);
  throw failure(
    call,
    "unexpected_shape",
    502,
    UNEXPECTED_SHAPE_DETAIL,
    new Error(`Response did not match the contract at: ${paths.join(", ")}`),
    fields,
  );
}

/** The file name from Content-Disposition, reduced to safe characters; the fallback otherwise. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  let name = match?.[1] ?? fallback;
  try {
    name = decodeURIComponent(name);
  } catch {
    // not percent-encoded: keep as sent
  }
  const safe = name.replace(/[^\w.-]+/g, "_").replace(/^\.+/, "");
  return safe || fallback;
}

/** Rejects as soon as the signal fires, so a fetch that ignores its signal still times out. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}
