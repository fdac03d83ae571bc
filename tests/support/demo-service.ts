/**
 * The embedded service alone on an HTTP port, for console instances in remote mode that must
 * share one service, as several instances behind a load balancer share the real one.
 * - No fourth argument: the demo data set (about 30 s on first start; a directory that already
 *   holds it, or the scale set, is only pointed at this run's key).
 * - A user count: a small demo set (the demo team, that many users with two days of steps, the
 *   demo orders and appointments) in a few seconds, for tests that only need some of each.
 * Usage: node --import tsx tests/support/demo-service.ts <dir> <port> <team key> [users]
 */
import path from "node:path";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { DEMO_TEAM_ID, ensureDemoData } from "@/lib/embedded-service/seed/demo";
import { seedDemoUsers } from "@/lib/embedded-service/seed/demo-users";
import { seedDemoOrdersAndAppointments } from "@/lib/embedded-service/seed/orders";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { createTeam, findTeamByKey } from "@/lib/embedded-service/teams";
import { serveServiceUntilSignal } from "./serve-service";

const [dir, port, apiKey, users] = process.argv.slice(2);
if (!dir || !port || !apiKey) {
  console.error("usage: demo-service.ts <dir> <port> <team key> [users]");
  process.exit(2);
}

const db = openServiceDb(path.join(dir, "service.db"));
ensureReferenceData(db);
if (!users) {
  ensureDemoData(db, { apiKey, now: new Date(), log: (line) => console.log(`[demo-service] ${line}`) });
} else if (!findTeamByKey(db, apiKey)) {
  const now = new Date();
  createTeam(db, { name: "Labdesk demo team", apiKey, id: DEMO_TEAM_ID, now });
  seedDemoUsers(db, DEMO_TEAM_ID, now, Number(users), 2);
  seedDemoOrdersAndAppointments(db, DEMO_TEAM_ID, now);
}
// No background jobs: bookings stay where they are, so every console sees the same board.
serveServiceUntilSignal(db, Number(port));
