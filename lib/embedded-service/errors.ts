import { HTTPException } from "hono/http-exception";
import type { Context } from "hono";
import type { ZodError } from "zod";
import { logger } from "@/lib/ops/logger";

/**
 * Errors in the service's FastAPI style: 422 `{"detail":[{loc,msg,type}]}` for invalid input,
 * `{"detail":"…"}` for everything else. Handlers throw these; the app's onError renders them.
 */
export type ValidationIssue = { loc: (string | number)[]; msg: string; type: string };

export class ServiceHttpError extends HTTPException {
  constructor(
    status: 400 | 401 | 403 | 404 | 409 | 422,
    readonly detail: string | ValidationIssue[] | Record<string, unknown>,
  ) {
    super(status, { message: typeof detail === "string" ? detail : "Validation error" });
  }
}

export const badRequest = (detail: string | Record<string, unknown>) => new ServiceHttpError(400, detail);
export const unauthorized = (detail: string) => new ServiceHttpError(401, detail);
export const forbidden = (detail: string) => new ServiceHttpError(403, detail);
export const notFound = (detail: string) => new ServiceHttpError(404, detail);
export const unprocessable = (loc: (string | number)[], msg: string, type = "value_error") =>
  new ServiceHttpError(422, [{ loc, msg, type }]);

const targetLoc: Record<string, string> = {
  query: "query",
  param: "path",
  json: "body",
  header: "header",
  form: "body",
  cookie: "cookie",
};

/** Maps a zod failure on one request part onto FastAPI-style validation issues. */
export function zodIssues(error: ZodError, target: string): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [targetLoc[target] ?? target, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
    msg: issue.message,
    type: issue.code,
  }));
}

export function renderError(err: Error, c: Context): Response {
  if (err instanceof ServiceHttpError) return c.json({ detail: err.detail }, err.status);
  if (err instanceof HTTPException) {
    // Hono's own validators throw 400 for a body that is not JSON; the service calls that a 422.
    if (err.status === 400 && /json/i.test(err.message)) {
      return c.json({ detail: [{ loc: ["body"], msg: "Body is not valid JSON", type: "json_invalid" }] }, 422);
    }
    return c.json({ detail: err.message || "Request failed" }, err.status);
  }
  logger().error(
    {
      component: "embedded-service",
      requestId: c.get("requestId"),
      route: c.req.path,
      method: c.req.method,
      error: err.message,
    },
    "unhandled error",
  );
  return c.json({ detail: "Internal error" }, 500);
}
