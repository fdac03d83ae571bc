import { recognisedAcrossCopies } from "@/lib/cross-copy-class";

/**
 * The one error type the console sees from the service. It carries what a person needs (status,
 * the service's detail, the request id to quote) and never the key, a token or a request body:
 * those are not even handed to the constructor.
 */

/** One FastAPI-style validation issue, reduced to loc/msg/type (a real service may echo the input). */
export type ValidationIssue = { loc: (string | number)[]; msg: string; type: string };

/** A string for most errors, the issue list for a 422, an object for e.g. the duplicate-user 400. */
export type ServiceErrorDetail = string | ValidationIssue[] | Record<string, unknown>;

/**
 * Why the call failed: an HTTP answer, no answer in time, no connection, an answer the contract
 * does not describe, or the circuit breaker refusing to call a service that keeps failing.
 */
export type ServiceErrorKind = "http" | "timeout" | "network" | "unexpected_shape" | "unavailable";

export type ServiceErrorInit = {
  kind: ServiceErrorKind;
  status: number;
  detail: ServiceErrorDetail;
  requestId: string;
  method: string;
  /**
   * The call's route template ("/v3/order/{order_id}"), without ids or query string: a client's
   * own user id and query values (ZIP codes, dates) can hold patient data, and this reaches logs.
   */
  path: string;
  retryAfterMs?: number;
  /** For an answer in an unexpected shape: the dotted paths of the fields that could not be read. */
  fields?: string[];
  cause?: unknown;
};

export const UNAVAILABLE_DETAIL = "The service is unavailable; retrying shortly";
export const UNEXPECTED_SHAPE_DETAIL = "The service answered in an unexpected shape";

/** Statuses worth another attempt (for idempotent reads) and counted by the circuit breaker. */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** How a request id follows a message a person reads: the one place this text is written. */
export const requestIdSuffix = (requestId: string) => ` (request id ${requestId})`;

/** A request id on a line of its own (a toast's description, under an alert's message). */
export const requestIdLine = (requestId: string) => `Request id ${requestId}`;

export class ServiceError extends Error {
  override readonly name = "ServiceError";
  readonly kind: ServiceErrorKind;
  readonly status: number;
  readonly detail: ServiceErrorDetail;
  readonly requestId: string;
  readonly method: string;
  readonly path: string;
  readonly retryAfterMs?: number;
  /** For an answer in an unexpected shape: which fields were missing or unreadable (never their values). */
  readonly fields: string[];
  /** Field path (dotted, without the leading "body") → first message, from a 422. */
  readonly fieldErrors?: Record<string, string>;

  constructor(init: ServiceErrorInit) {
    super(
      `${init.method} ${init.path} failed (${init.kind} ${init.status}): ${detailText(init.detail)} [request id ${init.requestId}]`,
      {
        cause: init.cause,
      },
    );
    this.kind = init.kind;
    this.status = init.status;
    this.detail = init.detail;
    this.requestId = init.requestId;
    this.method = init.method;
    this.path = init.path;
    this.retryAfterMs = init.retryAfterMs;
    this.fields = init.fields ?? [];
    if (Array.isArray(init.detail)) this.fieldErrors = fieldErrorsOf(init.detail);
  }

  /** A failure of the service rather than of this request: retried for reads, counted by the breaker. */
  get transient(): boolean {
    if (this.kind === "network" || this.kind === "timeout") return true;
    return this.kind === "http" && TRANSIENT_STATUSES.has(this.status);
  }

  /** What happened and what to do, for a person; always names the request id. */
  userMessage(): string {
    return this.explanation() + requestIdSuffix(this.requestId);
  }

  /** " (missing or unreadable: a, b)": field paths only, at most five, so a person can report them. */
  private fieldList(): string {
    if (this.fields.length === 0) return "";
    const shown = this.fields.slice(0, 5).join(", ");
    return ` (missing or unreadable: ${shown}${this.fields.length > 5 ? ", …" : ""})`;
  }

  private explanation(): string {
    const writes = this.method !== "GET";
    switch (this.kind) {
      case "unavailable":
        return "The service is failing repeatedly, so the console paused calling it; try again in a minute.";
      case "unexpected_shape":
        // A write whose answer could not be read may well have been saved.
        return writes
          ? `The service's answer could not be read${this.fieldList()}; the change may or may not have been saved. Check before trying again.`
          : this.fields.length > 0
            ? `The service's answer lacks what this page needs${this.fieldList()}; report it to the console's maintainers with the request id.`
            : "The service answered in a shape the console does not understand; try again, and report it if it persists.";
      case "timeout":
      case "network":
        return writes
          ? "The service did not answer; the change may or may not have been saved. Check before trying again."
          : "The service did not answer; try again.";
    }
    if (this.status === 401) return "The console's service key was refused — ask an admin to check SERVICE_API_KEY.";
    if (this.status === 404) return "Not found — it may have been removed, or the link is out of date.";
    if (this.status === 422) return "Some values were not accepted; correct the highlighted fields and try again.";
    if (this.status === 429) return "The service is busy (too many requests); wait a moment and try again.";
    if (this.status >= 500) return "The service did not answer; try again.";
    const text = detailText(this.detail);
    return text
      ? `The service refused the request: ${text}`
      : "The service refused the request; check the values and try again.";
  }
}
// The service client is one per process, built by whichever bundle layer asks first: its errors
// must be recognised by every layer's checks.
recognisedAcrossCopies(ServiceError, "ServiceError");

/** A service answer with one of these HTTP statuses (not a timeout or an unreadable answer). */
export function isHttpStatus(error: unknown, ...statuses: number[]): error is ServiceError {
  return error instanceof ServiceError && error.kind === "http" && statuses.includes(error.status);
}

/** A readable one-line form of any detail shape. */
export function detailText(detail: ServiceErrorDetail): string {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) return detail.map((i) => `${i.loc.join(".")}: ${i.msg}`).join("; ");
  const message = detail.error_message ?? detail.message ?? detail.detail;
  return typeof message === "string" ? message : "Request refused";
}

/** Keys forms can use directly: ["body","address","zip_code"] → "address.zip_code". */
function fieldErrorsOf(issues: ValidationIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const loc = issue.loc[0] === "body" ? issue.loc.slice(1) : issue.loc;
    const key = loc.length > 0 ? loc.join(".") : "_form";
    out[key] ??= issue.msg;
  }
  return out;
}

/**
 * Normalises an error body's `detail`. Validation issues keep loc/msg/type only: a FastAPI
 * service also sends the rejected `input`, which may be patient data and must not reach logs.
 */
export function normaliseDetail(body: unknown, fallback: string): ServiceErrorDetail {
  const detail = body && typeof body === "object" ? (body as { detail?: unknown }).detail : undefined;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    return detail
      .filter((i): i is Record<string, unknown> => !!i && typeof i === "object")
      .map((i) => ({
        loc: Array.isArray(i.loc)
          ? i.loc.filter((p): p is string | number => typeof p === "string" || typeof p === "number")
          : [],
        msg: typeof i.msg === "string" ? i.msg : "Invalid value",
        type: typeof i.type === "string" ? i.type : "value_error",
      }));
  }
  if (detail && typeof detail === "object") return detail as Record<string, unknown>;
  return fallback;
}
