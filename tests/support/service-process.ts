/**
 * The embedded service alone in its own process, on a data directory that outlives it, so a test
 * can SIGKILL it mid-write and start it again on the same SQLite file.
 * Usage: tsx tests/support/service-process.ts <dir> <api-key>; prints `READY <port> <team-id>`.
 */
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createServiceApp } from "@/lib/embedded-service/app";
import type { ServiceDeps } from "@/lib/embedded-service/context";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { startBulkImportWorker } from "@/lib/embedded-service/jobs/bulk-import-worker";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { addTeamOauthCredential, createTeam, findTeamByKey, setBulkImportEnabled } from "@/lib/embedded-service/teams";

// Bulk tokens must read `<client id>.<opaque>` (tests/contract/durability.test.ts uses it).
const DURABILITY_CLIENT_ID = "durability-fitbit";

const [dir, apiKey] = process.argv.slice(2);
if (!dir || !apiKey) throw new Error("usage: service-process.ts <dir> <api-key>");

const db = openServiceDb(path.join(dir, "service.db"));
ensureReferenceData(db);
let team = findTeamByKey(db, apiKey);
if (!team) {
  team = createTeam(db, { name: "Durability", apiKey }).team;
  setBulkImportEnabled(db, team.id, true);
  addTeamOauthCredential(db, team.id, "fitbit", DURABILITY_CLIENT_ID);
}
const deps: ServiceDeps = { db, now: () => new Date(), lifecycleStepSeconds: 90, linkTokenTtlSeconds: 3600 };
startBulkImportWorker(deps, 20);
const server = serve({ fetch: createServiceApp(deps).fetch, port: 0, hostname: "127.0.0.1" }, () => {
  console.log(`READY ${(server.address() as AddressInfo).port} ${team.id}`);
});
