import { AsyncLocalStorage } from "node:async_hooks";
import { processSingleton } from "@/lib/process-singleton";

/**
 * What the request log line learns while a request is served: the server opens one per request
 * with its id, and the guard notes who is signed in, once it knows. Only ids: never a session or
 * a name.
 * `templates` are the route templates of the service calls made for the request (at most a few),
 * from which the line names a catch-all route such as the API reference's "try it".
 */
export type RequestLogContext = { requestId?: string; staffId?: string; templates?: string[]; queuedMs?: number };

/** More service calls than this for one request add nothing the line needs. */
const MAX_TEMPLATES = 8;

// One per process: the custom server and Next.js's bundles each load their own copy of this module.
const storage = processSingleton("requestLog", () => new AsyncLocalStorage<RequestLogContext>());

export function withRequestLogContext<T>(context: RequestLogContext, run: () => T): T {
  return storage.run(context, run);
}

/** Notes the signed-in staff member on the current request's log line (no-op outside one). */
export function noteStaffForLog(staffId: string): void {
  const context = storage.getStore();
  if (context) context.staffId = staffId;
}

/** Notes how long the request waited for its turn before it was served (ms). */
export function noteQueuedForLog(ms: number): void {
  const context = storage.getStore();
  if (context) context.queuedMs = Math.round(ms * 10) / 10;
}

/** Notes the route template ("/v2/user/{user_id}") of a service call made for the current request. */
export function noteRouteTemplate(template: string): void {
  const context = storage.getStore();
  if (!context) return;
  const templates = (context.templates ??= []);
  if (templates.length < MAX_TEMPLATES && !templates.includes(template)) templates.push(template);
}

/**
 * The id of the request being served, for every line logged while it is (a service call's
 * warning, a failed query): a warning or error in a busy log then names the request it belongs to.
 */
export function requestLogFields(): { requestId?: string } {
  const requestId = storage.getStore()?.requestId;
  return requestId ? { requestId } : {};
}
