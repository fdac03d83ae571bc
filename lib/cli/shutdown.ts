import type { Server } from "node:http";
import type { Logger } from "pino";
import { closeConsoleStore } from "@/lib/console/store/db";
import { flushLogs } from "@/lib/ops/logger";
import { runDrainHooks, runShutdownHooks } from "@/lib/ops/shutdown-hooks";

/** How long requests in flight may take to finish before their connections are cut. */
const GRACE_MS = 15_000;

/**
 * What runs after the last request: the hooks start-up registered (background jobs stop, the
 * embedded service's database closes), then the console store closes.
 */
async function stopBackgroundWorkAndStores(): Promise<void> {
  const failed = await runShutdownHooks();
  await closeConsoleStore();
  if (failed.length > 0) throw new Error(`failed to stop: ${failed.join(", ")}`);
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let the requests in flight finish (cut after
 * GRACE_MS), stop the background jobs, close the databases, exit 0. A second signal exits at once.
 */
export function shutDownOnSignals(server: Server, log: Logger, graceMs = GRACE_MS): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, "second signal: exiting without waiting");
      flushLogs();
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, "shutting down: no new connections; finishing the requests in flight");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await runDrainHooks();
    // Kept-alive connections between requests would hold close() open: they are let go as soon
    // as they are idle, while busy ones finish their request first.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cap = setTimeout(() => {
      log.warn({ graceMs }, "requests still open after the grace period: closing their connections");
      server.closeAllConnections();
    }, graceMs);
    await closed;
    clearInterval(idle);
    clearTimeout(cap);
    try {
      await stopBackgroundWorkAndStores();
      log.info("stopped");
      flushLogs();
      process.exit(0);
    } catch (error) {
      log.error({ error: (error as Error).message }, "shutdown did not complete cleanly");
      flushLogs();
      process.exit(1);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, (s) => void stop(s));
}
