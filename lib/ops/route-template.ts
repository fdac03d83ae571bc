import type { IncomingMessage } from "node:http";

/**
 * The route a request log line names: a template ("/users/[id]",
 * "/docs/api/try/v2/user/resolve/{client_user_id}"), never the path as requested, whose segments
 * can be a client's own user id (often an email) or a patient's record id.
 */

// Where Next.js keeps what it learnt of a request on the request object itself; `match` is the
// route it served the request with. Read defensively: it is not a public interface.
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");
type NextMeta = { match?: { definition?: { page?: unknown } } };

/** Next.js's route for a served request ("/(console)/users/[id]/page" → "/users/[id]"), if it matched one. */
export function nextRouteOf(req: IncomingMessage): string | undefined {
  const page = (req as IncomingMessage & { [NEXT_REQUEST_META]?: NextMeta })[NEXT_REQUEST_META]?.match?.definition
    ?.page;
  if (typeof page !== "string") return undefined;
  const route = page.replace(/\/\([^/]*\)/g, "").replace(/\/(page|route)$/, "");
  // Next.js's own pages for an unknown path or a failure say nothing of the path.
  if (route === "/_not-found" || route === "/_error") return undefined;
  return route || "/";
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean);
// A word that names a place in the console or the interface: lowercase letters and - _ . only.
const WORD = /^[a-z_][a-z_.-]{0,39}$/;

/**
 * A path no route template covers, with each segment that is not a plain word replaced by
 * ":id". A plain lowercase word could still be someone's id, which is why a template is preferred.
 */
export function pathShape(path: string): string {
  const segments = segmentsOf(path).map((s) => (WORD.test(s) ? s : ":id"));
  return `/${segments.join("/")}`;
}

/** Whether a template with {param} segments fits these path segments. */
const fits = (template: string, segments: string[]) => {
  const parts = segmentsOf(template);
  return parts.length === segments.length && parts.every((p, i) => p.startsWith("{") || p === segments[i]);
};

/**
 * The route to log for a request served at `path`. A Next.js route without a catch-all segment
 * is the template. A catch-all one ("/v2/[[...path]]", "/docs/api/try/[...path]") is made exact
 * with the template of a service call made for it that fits the path, whole or after the route's
 * fixed part; failing that, the catch-all route itself. A path Next.js matched no route for is
 * logged by its shape.
 */
export function logRouteOf(req: IncomingMessage, path: string, templates: readonly string[] = []): string {
  const route = nextRouteOf(req);
  if (!route) return pathShape(path);
  const catchAll = route.indexOf("/[...") >= 0 ? route.indexOf("/[...") : route.indexOf("/[[...");
  if (catchAll < 0) return route;
  const fixed = route.slice(0, catchAll);
  let segments: string[];
  try {
    segments = segmentsOf(path).map((s) => decodeURIComponent(s));
  } catch {
    return route;
  }
  const rest = segments.slice(segmentsOf(fixed).length);
  for (const template of templates) {
    if (fits(template, segments)) return template;
    if (fits(template, rest)) return `${fixed}${template.startsWith("/") ? "" : "/"}${template}`;
  }
  return route;
}
