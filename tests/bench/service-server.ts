/**
 * The embedded service on its own, as a child process of the benchmark: the real Hono app (team
 * key auth, zod validation, SQLite) on a real HTTP port, with nothing of the console around it.
 * Usage: node --import tsx tests/bench/service-server.ts <service.db> <port> <team key>
 */
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { ensureDemoData } from "@/lib/embedded-service/seed/demo";
import { serveServiceUntilSignal } from "../support/serve-service";

const [dbFile, port, apiKey] = process.argv.slice(2);
if (!dbFile || !port || !apiKey) {
  console.error("usage: service-server.ts <service.db> <port> <team key>");
  process.exit(2);
}

const db = openServiceDb(dbFile);
// The demo data exists already; this only points the demo team at this run's key, as start-up does.
ensureDemoData(db, { apiKey, now: new Date() });
serveServiceUntilSignal(db, Number(port));
