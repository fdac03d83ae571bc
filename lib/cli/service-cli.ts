/**
 * Administration of the embedded service: `npm run service -- <command>`.
 * Works on the database in DATA_DIR; stop the console first for reset-demo.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { embeddedApiKey } from "@/lib/embedded-service/runtime";
import { DEMO_TEAM_ID, ensureDemoData } from "@/lib/embedded-service/seed/demo";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { seedScale } from "@/lib/embedded-service/seed/scale";
import { addTeamOauthCredential, createTeam, setBulkImportEnabled } from "@/lib/embedded-service/teams";
import { teams } from "@/lib/embedded-service/db/schema";

const USAGE = `Usage: npm run service -- <command>
  create-team <name>                               create a team and print its API key (shown once)
  list-teams                                       list teams (ids, names, bulk import)
  enable-bulk-import <team-id> [--off]             enable (or disable) bulk import for a team
  add-oauth-credential <team-id> <provider> <client-id>
                                                   give a team its own OAuth credential for a provider
  reset-demo                                       delete the embedded database and seed the demo data again
  seed-scale                                       add the benchmark data set (100,000 users, a heavy steps user)
The demo team's id is ${DEMO_TEAM_ID}.`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { off: { type: "boolean" } } });
const [command, ...args] = positionals;
const config = env();
const file = path.join(config.DATA_DIR, "service.db");
const log = (line: string) => console.log(line);

function open() {
  const db = openServiceDb(file);
  ensureReferenceData(db);
  return db;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function need(n: number) {
  if (args.length < n) {
    console.error(USAGE);
    process.exit(2);
  }
}

switch (command) {
  case "create-team": {
    need(1);
    const { team, apiKey } = createTeam(open(), { name: args.join(" ") });
    log(`Team ${team.id} created.\nAPI key (shown once, store it now): ${apiKey}`);
    break;
  }
  case "list-teams":
    for (const t of open().select().from(teams).all())
      log(`${t.id}  ${t.name}  bulk import ${t.bulkImportEnabled ? "on" : "off"}`);
    break;
  case "enable-bulk-import":
    need(1);
    if (!setBulkImportEnabled(open(), args[0]!, !values.off))
      fail(`No team ${args[0]}. List them with: npm run service -- list-teams`);
    log(`Bulk import ${values.off ? "disabled" : "enabled"} for ${args[0]}.`);
    break;
  case "add-oauth-credential": {
    need(3);
    const db = open();
    if (!db.select().from(teams).where(eq(teams.id, args[0]!)).get())
      fail(`No team ${args[0]}. List them with: npm run service -- list-teams`);
    addTeamOauthCredential(db, args[0]!, args[1]!, args[2]!);
    log(`Team ${args[0]} now holds an OAuth credential for ${args[1]}.`);
    break;
  }
  case "reset-demo": {
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
    ensureDemoData(open(), { apiKey: embeddedApiKey(config.DATA_DIR, config.SERVICE_API_KEY), now: new Date(), log });
    break;
  }
  case "seed-scale": {
    const db = open();
    ensureDemoData(db, { apiKey: embeddedApiKey(config.DATA_DIR, config.SERVICE_API_KEY), now: new Date(), log });
    const started = Date.now();
    const result = seedScale(db, DEMO_TEAM_ID, new Date(), 100_000, log);
    log(
      result.skipped
        ? "The scale data set is already there."
        : `Scale data set ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    break;
  }
  default:
    console.error(USAGE);
    process.exit(command ? 2 : 0);
}
