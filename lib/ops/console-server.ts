import http from "node:http";
import type { Logger } from "pino";
import { createAdmission, sampleLoopLag } from "./admission";
import { withAdmission } from "./admission-handler";
import { withRequestLog } from "./request-handler";
import { noteQueuedForLog } from "./request-log-context";
import type { TrustedProxies } from "./trusted-proxies";

// Node closes an idle kept-alive connection after 5 s; a client (a proxy, a browser under load)
// that reuses it just then sees a reset. Longer than the 60 s most load balancers keep theirs.
const KEEP_ALIVE_MS = 65_000;

type Handler = Parameters<typeof withRequestLog>[0];

/**
 * The HTTP server in front of Next.js, the same for `npm start` and `npm run dev`: it decides who
 * the client is (TRUSTED_PROXIES) and which request id a request has before Next.js sees it, and
 * logs one line per request. A development server that trusted forwarded headers would let a
 * forged X-Forwarded-For reach the audit log and the sign-in throttle there.
 */
export function createConsoleServer(handle: Handler, opts: { log: Logger; trusted?: TrustedProxies }): http.Server {
  // Requests are served a few at a time in arrival order while the event loop is saturated
  // (see admission.ts); the log line's duration includes the wait, which is what the client felt.
  const admission = createAdmission();
  const stopSampling = sampleLoopLag(admission);
  // A wait under a millisecond is the promise that started the request, not a queue.
  const noteWait = (ms: number) => {
    if (ms >= 1) noteQueuedForLog(ms);
  };
  const server = http.createServer(withRequestLog(withAdmission(handle, admission, noteWait), opts));
  server.once("close", stopSampling);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must outlast the keep-alive wait, or a reused connection's next request can time out early.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}
