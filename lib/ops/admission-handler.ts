import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Admission } from "./admission";

const LIVE_BOARD = "/appointments/live";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Requests that never wait their turn: an event stream stays open for as long as a board does and
 * would hold a place all that time; health probes must answer while the console is busy, or an
 * orchestrator restarts a console that is only loaded; built assets are a file read each, and a
 * page waiting for its scripts behind other pages is slower to use for nothing.
 */
export function skipsAdmission(req: IncomingMessage): boolean {
  const url = req.url ?? "/";
  if (url.startsWith("/_next/static/") || url === "/healthz" || url === "/readyz") return true;
  // The board's stream by its path too: a client that does not say it wants an event stream
  // must not hold a place for as long as it stays.
  if (url === LIVE_BOARD || url.startsWith(`${LIVE_BOARD}?`)) return true;
  return (req.headers.accept ?? "").includes("text/event-stream");
}

/**
 * Serves each request through `admission`: started at once or when its turn comes, its place
 * given up when the response has ended. A request whose client has gone while it waited is never
 * started. `onStart` learns how long the request waited, for its log line.
 */
export function withAdmission(
  handle: Handler,
  admission: Admission,
  onStart: (waitedMs: number) => void = () => {},
): Handler {
  return (req, res) => {
    if (skipsAdmission(req)) return handle(req, res);
    const arrived = performance.now();
    return new Promise<void>((resolve, reject) => {
      let started = false;
      // A waiting request starts from whichever response freed its place: bound to its own
      // arrival, it runs in its own async context (request id, traces), never in that one's.
      const start = AsyncResource.bind(() => {
        started = true;
        onStart(performance.now() - arrived);
        if (res.destroyed) return resolve();
        Promise.resolve()
          .then(() => handle(req, res))
          .then(resolve, reject);
      });
      const leave = admission.enter(start);
      res.once("close", () => {
        leave();
        if (!started) resolve();
      });
    });
  };
}
