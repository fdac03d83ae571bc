import { eq } from "drizzle-orm";
import type { ServiceDb } from "../db/client";
import { teams } from "../db/schema";
import { sha256 } from "../crypto";
import { getMeta, setMeta } from "../store/meta";
import { addTeamOauthCredential, createTeam, setBulkImportEnabled } from "../teams";
import { seedDemoUsers } from "./demo-users";
import { seedDemoOrdersAndAppointments } from "./orders";

/** The demo team's fixed id, so the CLI and docs can name it. */
export const DEMO_TEAM_ID = "7d0f6f3e-2b8c-4c55-9a1e-5f3d2c1b0a99";
const SEEDED = "demo_seed";

/**
 * Creates the demo team and its data on first start. Later starts only make sure the demo team
 * answers to the configured key, since the key may be set or rotated after the first start.
 */
export function ensureDemoData(db: ServiceDb, opts: { apiKey: string; now: Date; log?: (line: string) => void }) {
  const log = opts.log ?? (() => {});
  if (getMeta(db, SEEDED)) {
    db.update(teams)
      .set({ apiKeyHash: sha256(opts.apiKey) })
      .where(eq(teams.id, DEMO_TEAM_ID))
      .run();
    return null;
  }
  const started = Date.now();
  log("Seeding demo data (first start only)…");
  createTeam(db, { name: "Labdesk demo team", apiKey: opts.apiKey, id: DEMO_TEAM_ID, now: opts.now });
  // Bulk import is off for new teams; the demo team has it "arranged with support", with its own
  // OAuth credentials for three providers, so the admin import screen can be tried end to end.
  setBulkImportEnabled(db, DEMO_TEAM_ID, true);
  for (const provider of ["fitbit", "withings", "google_fit"]) {
    addTeamOauthCredential(db, DEMO_TEAM_ID, provider, `labdesk-demo-${provider}`, opts.now);
  }
  const people = seedDemoUsers(db, DEMO_TEAM_ID, opts.now);
  const lab = seedDemoOrdersAndAppointments(db, DEMO_TEAM_ID, opts.now);
  const summary = { ...people, ...lab, seconds: Math.round((Date.now() - started) / 100) / 10 };
  setMeta(db, SEEDED, JSON.stringify({ at: opts.now.toISOString(), ...summary }));
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  log(
    `Demo data ready: ${summary.users} users, ${summary.connections} connections, ${summary.orders} orders, ${summary.appointments} appointments (${summary.seconds} s).`,
  );
  return summary;
}
