import "server-only";
import { forbidden, redirect } from "next/navigation";
import type { z } from "zod";
import { recognisedAcrossCopies } from "@/lib/cross-copy-class";
import { isStoreUnavailable } from "@/lib/console/store/errors";
import { ServiceError } from "@/lib/service/errors";
import { currentStaff, type CurrentStaff } from "./auth/current-staff";
import { sampleAnonymousRefusal } from "@/lib/console/audit/anonymous-refusals";
import { audit, type AuditTarget } from "@/lib/console/audit/record";
import type { AuditAction } from "@/lib/console/audit/actions";
import { can, type Permission } from "./permissions";
import { requestContext } from "./request-context";
import { auditDetailOf, serviceErrorResponse } from "./service-error-response";
import { logger } from "@/lib/ops/logger";
import type { ActionResult } from "./action-failure";

/**
 * The one guard: session → permission → audit → run. Every server action, route handler and page
 * loader goes through it; a layout or proxy.ts check protects nothing on its own.
 */
export type Authorized = { ok: true; who: CurrentStaff };
export type Refused = { ok: false; reason: "unauthenticated" | "forbidden"; requestId: string };

export async function authorize(
  permission: Permission,
  target: { action: AuditAction } & AuditTarget,
  opts: { poll?: boolean } = {},
): Promise<Authorized | Refused> {
  const who = await currentStaff(opts.poll ? "poll" : "activity");
  if (who && can(who.role, permission)) return { ok: true, who };
  if (!who) {
    const sample = sampleAnonymousRefusal(target.action);
    if (!sample.record) return { ok: false, reason: "unauthenticated", requestId: (await requestContext()).requestId };
    const unrecorded = sample.unrecorded
      ? ` (${sample.unrecorded} more in the last minute not recorded one by one)`
      : "";
    // No target: without a session, the id in the URL is whatever the sender chose.
    const requestId = await audit(null, {
      action: target.action,
      outcome: "denied",
      detail: `unauthenticated: needs ${permission}${unrecorded}`,
    });
    return { ok: false, reason: "unauthenticated", requestId };
  }
  const requestId = await audit(who, { ...target, outcome: "denied", detail: `forbidden: needs ${permission}` });
  return { ok: false, reason: "forbidden", requestId };
}

/**
 * For pages: the staff member, or a redirect to sign-in / a 403 page. `phi` audits the read, for
 * pages that show protected health information.
 */
export async function guardPage(
  permission: Permission,
  target: { action: AuditAction; phi?: boolean } & AuditTarget,
): Promise<CurrentStaff> {
  const result = await authorize(permission, target);
  if (!result.ok) return result.reason === "unauthenticated" ? redirect("/sign-in") : forbidden();
  if (target.phi) await audit(result.who, { ...target, outcome: "ok" });
  return result.who;
}

/**
 * A domain refusal thrown by an action's `run` after the guard let it through (an admin aiming at
 * their own account, a duplicate): returned as a failed result with the submitted values and
 * audited with its outcome, like a refusal from the service.
 */
export class ActionRefusal extends Error {
  override readonly name = "ActionRefusal";
  constructor(
    message: string,
    readonly opts: {
      outcome?: "denied" | "failed";
      detail?: string;
      fieldErrors?: Record<string, string>;
      extra?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}
recognisedAcrossCopies(ActionRefusal, "ActionRefusal");

const STORE_UNAVAILABLE_MESSAGE = "The console's database is unavailable right now. Try again in a moment.";

/**
 * The console's own database gone away mid-request: one log line (the error names no query and
 * no values) and the request id, instead of a crash; the next request reconnects by itself.
 */
async function storeUnavailable(action: AuditAction, error: Error): Promise<string> {
  const { requestId } = await requestContext();
  logger().error({ component: "console", action, requestId, error: error.message }, "console store unavailable");
  return requestId;
}

const REFUSED_MESSAGE = {
  unauthenticated: "Your session has ended. Sign in again to continue.",
  forbidden: "Your role does not allow this.",
} as const;

/** zod issues → one message per field path ("address.zip_code"). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join(".") || "_form"] ??= issue.message;
  return out;
}

type ActionDef<S extends z.ZodType, R> = {
  permission: Permission;
  action: AuditAction;
  schema: S;
  /** The audit target; `result` is there on success (a created record's id exists only then). */
  target?: (input: z.infer<S>, result?: R) => AuditTarget;
  /** Field names with their new values (health information masked) for the audit record of a change. */
  changes?: (input: z.infer<S>, result: R) => Record<string, string> | undefined;
  run: (input: z.infer<S>, who: CurrentStaff) => Promise<R>;
  /**
   * A read that shows no PHI and is polled (the bulk-ops progress list, every 2 s): a successful
   * call writes no audit row, so polling does not bury the log. Refusals and failures still do.
   */
  quietRead?: boolean;
  /**
   * A call the page makes on its own, on a timer: it does not extend the session's idle limit,
   * so an open tab still signs out when nobody uses it.
   */
  poll?: boolean;
};

/**
 * Builds a server action: refused (and audited) before anything runs when the session or role is
 * wrong; input re-validated with the form's own schema; failures returned with the submitted
 * values so the form keeps what was typed. One result shape for every action.
 */
export function guardedAction<S extends z.ZodType, R>(def: ActionDef<S, R>) {
  const action = async (raw: unknown): Promise<ActionResult<R>> => {
    try {
      return await runGuarded(def, raw);
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      return {
        ok: false,
        kind: "unavailable",
        message: STORE_UNAVAILABLE_MESSAGE,
        requestId: await storeUnavailable(def.action, error),
        values: raw,
      };
    }
  };
  // Lets the authorization tests find every action and the permission it demands.
  return Object.assign(action, {
    guard: { permission: def.permission, action: def.action, poll: def.poll ?? false } as GuardInfo,
  });
}

async function runGuarded<S extends z.ZodType, R>(def: ActionDef<S, R>, raw: unknown): Promise<ActionResult<R>> {
  const auth = await authorize(def.permission, { action: def.action }, { poll: def.poll });
  if (!auth.ok) return { ok: false, kind: "refused", message: REFUSED_MESSAGE[auth.reason], requestId: auth.requestId };
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success) {
    const { requestId } = await requestContext();
    return {
      ok: false,
      kind: "invalid",
      message: "Check the highlighted fields.",
      fieldErrors: fieldErrorsOf(parsed.error),
      values: raw,
      requestId,
    };
  }
  try {
    const data = await def.run(parsed.data, auth.who);
    if (def.quietRead) return { ok: true, data, requestId: (await requestContext()).requestId };
    const target = def.target?.(parsed.data, data) ?? {};
    const requestId = await audit(auth.who, {
      action: def.action,
      ...target,
      outcome: "ok",
      changes: def.changes?.(parsed.data, data),
    });
    return { ok: true, data, requestId };
  } catch (error) {
    const target = def.target?.(parsed.data) ?? {};
    if (error instanceof ActionRefusal) {
      const { outcome = "failed", detail, fieldErrors, extra } = error.opts;
      const requestId = await audit(auth.who, {
        action: def.action,
        ...target,
        outcome,
        detail: detail ?? error.message,
      });
      return { ok: false, kind: "declined", message: error.message, requestId, fieldErrors, values: raw, extra };
    }
    if (!(error instanceof ServiceError)) throw error;
    await audit(auth.who, { action: def.action, ...target, outcome: "failed", detail: `service ${error.status}` });
    return {
      ok: false,
      kind: "service",
      message: error.userMessage(),
      requestId: error.requestId,
      fieldErrors: error.fieldErrors,
      values: raw,
    };
  }
}

export type GuardInfo = { permission: Permission; action: AuditAction; poll: boolean };

/**
 * For route handlers: a JSON 401/403 (audited), the handler's own response, or, when a service
 * call in it fails, the service's answer mapped to the console's (audited as failed). `poll`: a
 * request the page makes on its own (a board's live updates), which leaves the idle clock alone.
 */
export async function guardRoute(
  permission: Permission,
  target: { action: AuditAction } & AuditTarget,
  run: (who: CurrentStaff) => Promise<Response>,
  opts: { poll?: boolean } = {},
) {
  try {
    const auth = await authorize(permission, target, opts);
    if (!auth.ok) {
      const status = auth.reason === "unauthenticated" ? 401 : 403;
      return Response.json({ detail: REFUSED_MESSAGE[auth.reason], requestId: auth.requestId }, { status });
    }
    try {
      return await run(auth.who);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      await audit(auth.who, { ...target, outcome: "failed", detail: auditDetailOf(error) });
      return serviceErrorResponse(error);
    }
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    const requestId = await storeUnavailable(target.action, error);
    return Response.json(
      { detail: STORE_UNAVAILABLE_MESSAGE, requestId },
      { status: 503, headers: { "retry-after": "5" } },
    );
  }
}
