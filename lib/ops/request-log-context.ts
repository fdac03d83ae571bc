import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the request log line learns while a request is served: the server opens one per request
 * and the guard notes who is signed in, once it knows. Only an id: never a session or a name.
 */
export type RequestLogContext = { staffId?: string };

// On globalThis: the custom server and Next.js's bundles each load their own copy of this module.
const g = globalThis as typeof globalThis & { __labdeskRequestLog?: AsyncLocalStorage<RequestLogContext> };
const storage = (g.__labdeskRequestLog ??= new AsyncLocalStorage<RequestLogContext>());

export function withRequestLogContext<T>(context: RequestLogContext, run: () => T): T {
  return storage.run(context, run);
}

/** Notes the signed-in staff member on the current request's log line (no-op outside one). */
export function noteStaffForLog(staffId: string): void {
  const context = storage.getStore();
  if (context) context.staffId = staffId;
}
