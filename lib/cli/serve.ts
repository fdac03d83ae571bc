/**
 * Serves an existing production build of the console on PORT: Next.js as a custom server behind
 * node:http, so this process decides, before Next.js sees a request, who the client is
 * (TRUSTED_PROXIES), which request id it has, and logs one line per request.
 */
import http from "node:http";
import { startupFailure } from "@/lib/console/startup";
import { closeConsoleStore, consoleDb } from "@/lib/console/store/db";
import { enterProductionServer, env } from "@/lib/env";
import { logger } from "@/lib/ops/logger";
import { withRequestLog } from "@/lib/ops/request-handler";
import { shutDownOnSignals } from "./shutdown";

// Node closes an idle kept-alive connection after 5 s; a client (a proxy, a browser under load)
// that reuses it just then sees a reset. Longer than the 60 s most load balancers keep theirs.
const KEEP_ALIVE_MS = 65_000;

export async function serve() {
  let config;
  try {
    config = env();
    // The console store opens (and migrates) here first, so a database that is not there stops
    // start-up with one line instead of a server that fails every request.
    await consoleDb();
    await closeConsoleStore();
  } catch (error) {
    console.error(startupFailure(error));
    process.exit(1);
  }
  enterProductionServer(config);
  const log = logger();
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: process.cwd(), port: config.PORT });
  await app.prepare();

  const server = http.createServer(withRequestLog(app.getRequestHandler(), { log, trusted: config.TRUSTED_PROXIES }));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Must outlast the keep-alive wait, or a reused connection's next request can time out early.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  shutDownOnSignals(server, log);
  server.listen(config.PORT, () => {
    const mode = config.SERVICE_BASE_URL
      ? `remote service ${new URL(config.SERVICE_BASE_URL).host}`
      : "embedded service";
    const proxies = config.TRUSTED_PROXIES?.description ?? "none (client address from the socket)";
    log.info(`Labdesk on http://localhost:${config.PORT} (${mode}); trusted proxies: ${proxies}`);
  });
}

if (require.main === module) void serve();
