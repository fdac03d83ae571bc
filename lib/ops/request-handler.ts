import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { plausibleRequestId } from "@/lib/security/csp";
import { peerIsTrustedProxy, rewriteForwardedHeaders } from "./forwarded-headers";
import { withRequestLogContext, type RequestLogContext } from "./request-log-context";
import { logRouteOf } from "./route-template";
import type { TrustedProxies } from "./trusted-proxies";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** The path alone: a query string can carry a search term, and a search term can be a name. */
export const pathOf = (url: string | undefined) => (url ?? "/").split("?")[0]!.slice(0, 300);

/**
 * Wraps the console's request handler: decides the client address and the request id before
 * anything else sees the request, and writes one log line when the answer is done (request id,
 * staff id when signed in, method, route template, status, duration). Nothing here waits on I/O.
 */
export function withRequestLog(handle: Handler, opts: { log: Logger; trusted?: TrustedProxies }): Handler {
  // This line is built here from ids, a route and numbers only, so key-based redaction has
  // nothing to find in it; pino's re-reads every redacted path for each top-level field, about
  // 100 µs a line, which every request paid (static files included). Every other line, whose
  // fields come from elsewhere, keeps it.
  const requestLine = opts.log.child({}, { redact: [] });
  return (req, res) => {
    const started = performance.now();
    rewriteForwardedHeaders(req, opts.trusted);
    // A request id is believed only from a trusted proxy (one that sets its own for the request it
    // forwards); from anyone else it would let the sender choose what the audit log and this line
    // are filed under. proxy.ts keeps the id decided here, so the page, its audit rows, this line
    // and the X-Request-Id of the answer all share it.
    const sent = peerIsTrustedProxy(req, opts.trusted) ? req.headers["x-request-id"] : undefined;
    const requestId = typeof sent === "string" && plausibleRequestId(sent) ? sent : randomUUID();
    req.headers["x-request-id"] = requestId;
    const context: RequestLogContext = { requestId };
    res.once("close", () => {
      requestLine.info(
        {
          requestId,
          staffId: context.staffId,
          method: req.method,
          route: logRouteOf(req, pathOf(req.url), context.templates),
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ...(context.queuedMs ? { queuedMs: context.queuedMs } : {}),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    });
    return withRequestLogContext(context, async () => {
      try {
        await handle(req, res);
      } catch (error) {
        opts.log.error({ requestId, err: error }, "request failed");
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }
    });
  };
}
