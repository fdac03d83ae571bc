/**
 * The "remote" service of the browser tests (servers.ts): the embedded service on its own HTTP
 * server, with the demo data and the demo team's e2e key, and the fault-injecting proxy in front
 * of it on FAULT_PROXY_PORT. The remote-mode console reaches the service only through the proxy,
 * so a spec can make the service slow, failing or odd by POSTing rules to FAULT_CONTROL_URL.
 * Between the two sits the real-shape layer (tests/support/real-shape/service.ts): the console
 * sees only the shapes the real service sends (its vendor SDK's serializers), and the embedded
 * service receives only the bodies the real service would accept.
 * Usage: tsx tests/e2e/support/remote-service.ts <data dir>
 */
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createServiceApp } from "@/lib/embedded-service/app";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { ensureDemoData } from "@/lib/embedded-service/seed/demo";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { startFaultProxy } from "../../support/fault-proxy";
import { realShaped } from "../../support/real-shape/service";
import { E2E_SERVICE_KEY, FAULT_PROXY_PORT } from "./servers";

const [dir] = process.argv.slice(2);
if (!dir) throw new Error("usage: remote-service.ts <data dir>");

const db = openServiceDb(path.join(dir, "service.db"));
ensureReferenceData(db);
ensureDemoData(db, {
  apiKey: E2E_SERVICE_KEY,
  now: new Date(),
  log: (line) => console.log(`[remote-service] ${line}`),
});
// No background jobs: the specs against this service read and edit, they do not wait on bookings
// or bulk imports to move on.
const app = createServiceApp({ db, now: () => new Date(), lifecycleStepSeconds: 90, linkTokenTtlSeconds: 30 * 60 });

// Refused answers and unknown routes are logged on stderr (paths only, never values): the server log.
const fetchRealShaped = realShaped((req) => app.fetch(req));

const server = serve({ fetch: fetchRealShaped, port: 0, hostname: "127.0.0.1" }, async () => {
  const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const proxy = await startFaultProxy(target, { port: FAULT_PROXY_PORT });
  console.log(`[remote-service] fault proxy on ${proxy.url}, in front of the embedded service`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void proxy.close().then(() => server.close(() => process.exit(0))));
  }
});
