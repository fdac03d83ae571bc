import { serve } from "@hono/node-server";
import { createServiceApp } from "@/lib/embedded-service/app";
import type { ServiceDb } from "@/lib/embedded-service/db/client";

/**
 * Serves the embedded service's app on an open database at a fixed port, for scripts run as child
 * processes. No background jobs: bookings stay where they are, so every caller sees the same
 * data. A SIGINT or SIGTERM closes the server and the database before the process ends.
 */
export function serveServiceUntilSignal(db: ServiceDb, port: number) {
  const app = createServiceApp({ db, now: () => new Date(), lifecycleStepSeconds: 90, linkTokenTtlSeconds: 3600 });
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      server.close();
      db.$client.close();
      process.exit(0);
    });
  return server;
}
