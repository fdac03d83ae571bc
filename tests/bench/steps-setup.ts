import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createServiceApp } from "@/lib/embedded-service/app";
import { randomSecret } from "@/lib/embedded-service/crypto";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { DEMO_TEAM_ID, ensureDemoData } from "@/lib/embedded-service/seed/demo";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { HEAVY_USER_CLIENT_ID, seedScale } from "@/lib/embedded-service/seed/scale";
import { createServiceClient } from "@/lib/service/client";

/**
 * The steps benchmark's world: a data directory with the demo and scale data sets (seeded with
 * the same functions `npm run seed:scale` uses), the embedded service on a real HTTP port (read
 * directly by the cold-path profile), and the console's client in embedded mode (in-process).
 */
export async function startStepsWorld(opts: { dataDir?: string; log: (line: string) => void }) {
  const dir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-"));
  fs.mkdirSync(dir, { recursive: true });
  const db = openServiceDb(path.join(dir, "service.db"));
  ensureReferenceData(db);
  const apiKey = randomSecret("sk_us_bench_", 24);
  const seeding = Date.now();
  ensureDemoData(db, { apiKey, now: new Date(), log: opts.log });
  seedScale(db, DEMO_TEAM_ID, new Date(), 100_000, opts.log);
  opts.log(`Data ready in ${dir} (${((Date.now() - seeding) / 1000).toFixed(1)} s).`);
  const heavy = db.$client.prepare("SELECT id FROM users WHERE client_user_id = ?").get(HEAVY_USER_CLIENT_ID) as {
    id: string;
  };

  const app = createServiceApp({ db, now: () => new Date(), lifecycleStepSeconds: 90, linkTokenTtlSeconds: 3600 });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The default deployment: the console hands the client the embedded app's fetch (lib/service/index.ts).
  const embeddedClient = createServiceClient({
    baseUrl,
    apiKey,
    timeoutMs: 120_000,
    fetch: (url, init) => Promise.resolve(app.fetch(new Request(url, init))),
    inProcess: true,
  });
  return {
    dir,
    baseUrl,
    apiKey,
    embeddedClient,
    heavyUserId: heavy.id,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.$client.close();
      if (!opts.dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
