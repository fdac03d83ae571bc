import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { DEFAULT_PAGE_SIZE } from "@/lib/console/user-index/indexer";
import { startPostgres } from "../support/postgres-server";
import { startBenchConsole } from "./console-world";
import { searchCases, timeSearches } from "./user-search-queries";
import { buildIndexInBulk, namedCopyOfScaleData, startCountedService, timedIndexerPass } from "./user-search-data";
import { ensureScaleData } from "./scale-data";
import { ms, percentile, type Benchmark, type BenchResult } from "./types";

const SEARCH_TARGET_MS = 50;
const PAGE_TARGET_MS = 150;
const CONSOLE_PORT = Number(process.env.BENCH_SEARCH_CONSOLE_PORT ?? 3327);
/** Users the first-pass sample indexes from scratch (details included) to time a first pass by. */
const FIRST_PASS_SAMPLE = 1000;
/** The deployed indexer's default pace (USER_INDEX_RATE), to say how long a pass takes for real. */
const DEFAULT_RATE = 5;
const PAGE_QUERIES = ["smith", "0104", "Muñoz"];
const PAGE_WARMUP = 3;
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 15);

const row = (metric: string, value: string, target?: { text: string; met: boolean }): BenchResult => ({
  benchmark: "user-search",
  metric,
  value,
  ...(target ? { target: target.text, met: target.met } : {}),
});
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const hours = (s: number) => (s >= 3600 ? `${(s / 3600).toFixed(1)} h` : `${(s / 60).toFixed(0)} min`);

/** Pages of the user index's table, its indexes and its full-text shadow tables in a SQLite store. */
function sqliteIndexBytes(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const { bytes } = db
      .prepare("SELECT sum(pgsize) AS bytes FROM dbstat WHERE name GLOB '*user_index*' AND name NOT GLOB '*state*'")
      .get() as { bytes: number };
    return bytes;
  } finally {
    db.close();
  }
}

async function postgresIndexBytes(db: ConsoleDb): Promise<number> {
  const result = (await db.orm.execute("SELECT pg_total_relation_size('user_index') AS n" as never)) as unknown as {
    rows: { n: string }[];
  };
  return Number(result.rows[0]!.n);
}

/**
 * User search at 100,000 users: the scale data set with a name for every scale user, indexed into
 * a SQLite and a PostgreSQL console store; search server time per kind of query on each; the
 * indexer's full pass (time and service calls); the index's size; and the users page with a
 * query on the production console, signed in.
 */
export const userSearchBenchmark: Benchmark = {
  name: "user-search",
  description: "user index search at 100,000 users on SQLite and PostgreSQL, index pass, index size, /users?q=",
  async run({ dataDir, log }) {
    if (!dataDir) throw new Error("user-search needs the runner's data directory");
    const data = ensureScaleData(dataDir, log);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-search-"));
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
    const rows: BenchResult[] = [];
    const serviceFile = namedCopyOfScaleData(data, dir, log);
    const storeFile = path.join(dir, "console.db");
    const sqlite = openSqliteConsoleDb(storeFile);
    const pgServer = await startPostgres();
    const service = await startCountedService(serviceFile);
    try {
      const pg = await openPostgresConsoleDb(await pgServer.createDatabase(), { poolMax: 4 });
      const t0 = performance.now();
      const users = await buildIndexInBulk(service, serviceFile, [sqlite, pg]);
      await pg.orm.execute("ANALYZE user_index" as never);
      log(`Indexed ${users} users in both stores in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

      const steady = await timedIndexerPass(service, sqlite);
      rows.push(
        row(
          `full index pass, index up to date (${steady.users} users, unpaced)`,
          `${steady.seconds.toFixed(0)} s, ${steady.calls} service calls (${hours(steady.calls / DEFAULT_RATE)} at ${DEFAULT_RATE}/s)`,
        ),
      );
      const firstStore = openSqliteConsoleDb(path.join(dir, "first.db"));
      const first = await timedIndexerPass(service, firstStore, FIRST_PASS_SAMPLE);
      await firstStore.close();
      const perUser = first.seconds / first.users;
      // A page of the list, then one details call per user: the sample shows the same ratio.
      const firstCalls = users + Math.ceil(users / DEFAULT_PAGE_SIZE);
      rows.push(
        row(
          `first full pass, every user's details read (timed on ${first.users} users: ${first.calls} calls)`,
          `${hours(perUser * users)} unpaced (${(perUser * 1000).toFixed(1)} ms a user), ${firstCalls} service calls (${hours(firstCalls / DEFAULT_RATE)} at ${DEFAULT_RATE}/s)`,
        ),
      );
      await service.server.stop();

      rows.push(row("index size on disk, SQLite (table, indexes, FTS5)", mib(sqliteIndexBytes(storeFile))));
      rows.push(row("index size on disk, PostgreSQL (pg_total_relation_size)", mib(await postgresIndexBytes(pg))));

      const someUser = (
        await sqlite.orm
          .select()
          .from(sqlite.tables.userIndex)
          .limit(1)
          .offset(Math.floor(users / 2))
      )[0]!;
      const cases = searchCases(someUser.userId);
      for (const [label, db] of [
        ["SQLite", sqlite],
        ["PostgreSQL", pg],
      ] as const) {
        const timings = await timeSearches(db, cases);
        for (const t of timings)
          rows.push(
            row(`${label}: ${t.kind} (${t.total}): p50 / p95`, `${ms(t.p50)} / ${ms(t.p95)}`, {
              text: `p50 ≤ ${SEARCH_TARGET_MS} ms`,
              met: t.p50 <= SEARCH_TARGET_MS,
            }),
          );
        const met = timings.filter((t) => t.p50 <= SEARCH_TARGET_MS).length;
        log(`${label}: ${met} of ${timings.length} kinds of search within ${SEARCH_TARGET_MS} ms at p50`);
      }
      await pg.close();
    } finally {
      await service.server.stop();
      await sqlite.close();
      await pgServer.stop();
    }
    rows.push(...(await usersPageWithQuery(dir, log)));
    return rows;
  },
};

/** `/users?q=…` on the production console over the indexed SQLite store, signed in as admin. */
async function usersPageWithQuery(consoleDir: string, log: (line: string) => void): Promise<BenchResult[]> {
  // No background indexing during the measurement: the index is complete already.
  const { baseUrl, cookie, server } = await startBenchConsole(consoleDir, CONSOLE_PORT, log, { USER_INDEX_RATE: "0" });
  try {
    const rows: BenchResult[] = [];
    for (const q of PAGE_QUERIES) {
      const url = `${baseUrl}/users?q=${encodeURIComponent(q)}`;
      const ttfb: number[] = [];
      for (let i = 0; i < PAGE_WARMUP + PAGE_RUNS; i++) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { accept: "text/html", cookie }, redirect: "manual" });
        const took = performance.now() - t0;
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status} (signed out?)`);
        if (i >= PAGE_WARMUP) ttfb.push(took);
      }
      const p50 = percentile(ttfb, 50);
      rows.push(
        row(`users page /users?q=${q}: TTFB p50 / p95`, `${ms(p50)} / ${ms(percentile(ttfb, 95))}`, {
          text: `p50 ≤ ${PAGE_TARGET_MS} ms`,
          met: p50 <= PAGE_TARGET_MS,
        }),
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}
