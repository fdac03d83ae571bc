/**
 * Serves the console on PORT: Next.js as a custom server behind node:http, so this process
 * decides, before Next.js sees a request, who the client is (TRUSTED_PROXIES), which request id it
 * has, and logs one line per request. `npm start` serves an existing production build;
 * `npm run dev` (dev.ts) serves the sources through Next.js's development mode, behind the same
 * server.
 */
import { exposedDemoWarning, startupFailure } from "@/lib/console/startup";
import { closeConsoleStore, consoleDb } from "@/lib/console/store/db";
import { enterProductionServer, env } from "@/lib/env";
import { logger } from "@/lib/ops/logger";
import { createConsoleServer } from "@/lib/ops/console-server";
import { shutDownOnSignals } from "./shutdown";

export async function serve({ dev = false }: { dev?: boolean } = {}) {
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
  if (!dev) {
    enterProductionServer(config);
    // tsx (which runs this file) turns source maps on for the whole process, and Node then reads
    // and keeps the map of every module it loads afterwards: the build's server chunks and Next's
    // runtime come with about 60 MB of them, held in memory for as long as the server runs, and
    // every error's stack is mapped through them. `node --enable-source-maps` keeps them on.
    if (!process.execArgv.includes("--enable-source-maps")) process.setSourceMapsEnabled(false);
  }
  const log = logger();
  const { default: next } = await import("next");
  // In development mode Next.js finds this server through its first request and answers its
  // hot-reload socket's upgrade there.
  const app = next({ dev, dir: process.cwd(), port: config.PORT });
  await app.prepare();

  const server = createConsoleServer(app.getRequestHandler(), { log, trusted: config.TRUSTED_PROXIES });
  shutDownOnSignals(server, log);
  const listening = () => {
    const mode = config.SERVICE_BASE_URL
      ? `remote service ${new URL(config.SERVICE_BASE_URL).host}`
      : "embedded service";
    const proxies = config.TRUSTED_PROXIES?.description ?? "none (client address from the socket)";
    const host = config.HOST?.includes(":") ? `[${config.HOST}]` : (config.HOST ?? "localhost");
    log.info(
      `Labdesk${dev ? " (development)" : ""} on http://${host}:${config.PORT} (${mode}); trusted proxies: ${proxies}`,
    );
    const exposed = exposedDemoWarning(config, server.address());
    if (exposed) log.warn(exposed);
  };
  if (config.HOST) server.listen(config.PORT, config.HOST, listening);
  else server.listen(config.PORT, listening);
}

if (require.main === module) void serve();
