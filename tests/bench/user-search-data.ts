import fs from "node:fs";
import path from "node:path";
import type { ConsoleDb } from "@/lib/console/store/db";
import { detailsColumns, listedColumns } from "@/lib/console/user-index/store";
import { indexerProgress } from "@/lib/console/user-index/store-state";
import { indexEntryOf } from "@/lib/console/user-index/index-updates";
import { createUserIndexer } from "@/lib/console/user-index/indexer";
import { randomSecret } from "@/lib/embedded-service/crypto";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { FIRST_NAMES, LAST_NAMES } from "@/lib/embedded-service/seed/data/people";
import { createRandom } from "@/lib/embedded-service/seed/random";
import { createServiceClient, type ServiceClient } from "@/lib/service/client";
import { startChildServer, type ChildServer } from "../support/child-server";
import { patientDetails } from "../support/service-harness";
import type { ScaleData } from "./scale-data";

const SERVICE_PORT = Number(process.env.BENCH_SEARCH_SERVICE_PORT ?? 3326);
/** The name the search is meant to find: one patient in 200 carries it. */
export const SEARCHED_LAST_NAME = "Munoz";
const LIST_PAGE = 500;
const INSERT_CHUNK = 1000;

/**
 * The search benchmark's own copy of the scale data set: the seed:scale users have no patient
 * details, so the copy gives each of them a name (demo pools, fixed seed), as a deployment whose
 * patients have filled in their details would have; the demo users keep theirs (half have none).
 * The prepared data directory itself stays as it was.
 */
export function namedCopyOfScaleData(data: ScaleData, dir: string, log: (line: string) => void): string {
  fs.mkdirSync(dir, { recursive: true });
  const dbFile = path.join(dir, "service.db");
  for (const name of ["service.db", "service.db-wal"]) {
    const from = path.join(data.dir, name);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(dir, name));
  }
  const db = openServiceDb(dbFile);
  try {
    const rnd = createRandom("user-search-bench");
    const unnamed = db.$client
      .prepare(
        "SELECT seq FROM users WHERE client_user_id GLOB 'scale_*' AND seq NOT IN (SELECT user_seq FROM user_info)",
      )
      .all() as { seq: number }[];
    const insert = db.$client.prepare("INSERT INTO user_info (user_seq, info, updated_at) VALUES (?, ?, ?)");
    const at = new Date().toISOString();
    db.$client.transaction(() => {
      for (const { seq } of unnamed) {
        const last = rnd.chance(0.005) ? SEARCHED_LAST_NAME : rnd.pick(LAST_NAMES);
        insert.run(seq, JSON.stringify(patientDetails(rnd.pick(FIRST_NAMES), last)), at);
      }
    })();
    log(`Gave ${unnamed.length} scale users patient details in the benchmark's copy.`);
    db.$client.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.$client.close();
  }
  return dbFile;
}

export type CountedService = { server: ChildServer; client: ServiceClient; calls: () => number };

/** The service on its own process and port, as the console calls it, with a count of the calls made. */
export async function startCountedService(dbFile: string): Promise<CountedService> {
  const apiKey = randomSecret("sk_us_bench_", 24);
  const server = await startChildServer({
    name: "embedded service",
    args: ["--import", "tsx", "tests/bench/service-server.ts", dbFile, String(SERVICE_PORT), apiKey],
    env: { NODE_ENV: "production", DEMO_MODE: "1" },
    baseUrl: `http://127.0.0.1:${SERVICE_PORT}`,
    readyPath: "/v2/providers/",
    readyHeaders: { "x-service-api-key": apiKey },
  });
  let calls = 0;
  const client = createServiceClient({
    baseUrl: server.baseUrl,
    apiKey,
    fetch: (url, init) => {
      calls++;
      return fetch(url, init);
    },
  });
  return { server, client, calls: () => calls };
}

/**
 * The index a finished first pass leaves, built in bulk: the users as the service lists them (the
 * same entries the indexer writes) and their details read straight from the service's file, since
 * a hundred thousand details calls take longer than a benchmark may. Written to every store given.
 */
export async function buildIndexInBulk(service: CountedService, dbFile: string, stores: ConsoleDb[]) {
  const names = new Map<string, { firstName: string; lastName: string }>();
  const db = openServiceDb(dbFile);
  try {
    const rows = db.$client
      .prepare(
        `SELECT u.id, json_extract(i.info, '$.first_name') AS first, json_extract(i.info, '$.last_name') AS last
         FROM users u JOIN user_info i ON i.user_seq = u.seq`,
      )
      .all() as { id: string; first: string; last: string }[];
    for (const r of rows) names.set(r.id, { firstName: r.first, lastName: r.last });
  } finally {
    db.$client.close();
  }
  const now = new Date();
  const entries = [];
  for (let offset = 0; ; offset += LIST_PAGE) {
    const page = await service.client.listUsers({ offset, limit: LIST_PAGE });
    for (const user of page.users) {
      const entry = indexEntryOf(user);
      entries.push({ ...listedColumns(entry, now), ...detailsColumns(names.get(entry.userId) ?? null, now) });
    }
    if (page.users.length === 0 || offset + page.users.length >= page.total) break;
  }
  for (const store of stores)
    for (let i = 0; i < entries.length; i += INSERT_CHUNK)
      await store.orm.insert(store.tables.userIndex).values(entries.slice(i, i + INSERT_CHUNK));
  return entries.length;
}

export type PassFigures = { seconds: number; calls: number; users: number; complete: boolean };

/**
 * The background indexer itself, unpaced (deployed, it spaces its calls out to a few a second, so
 * a pass then takes calls ÷ rate), stepping until its pass completes or `maxUsers` are behind it.
 */
export async function timedIndexerPass(
  service: CountedService,
  store: ConsoleDb,
  maxUsers = Infinity,
): Promise<PassFigures> {
  const indexer = createUserIndexer({
    db: async () => store,
    client: () => service.client,
    holder: "bench",
    ratePerSecond: 1_000_000,
    log: () => {},
  });
  const callsBefore = service.calls();
  const started = performance.now();
  let users = 0;
  let outcome;
  do {
    outcome = await indexer.step();
    if (outcome !== "page" && outcome !== "pass_complete") throw new Error(`index pass stopped: ${outcome}`);
    users = outcome === "page" ? ((await indexerProgress(store))?.cursor ?? 0) : users;
  } while (outcome === "page" && users < maxUsers);
  const complete = outcome === "pass_complete";
  if (complete) users = (await indexerProgress(store))?.lastPassUsers ?? 0;
  return { seconds: (performance.now() - started) / 1000, calls: service.calls() - callsBefore, users, complete };
}
