import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { ReportSummary } from "@/lib/console/results-review/level";
import { reviewIdOf } from "@/lib/console/results-review/level";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { criticalResultsToReview, recordReportVersion, reviewQueuePage } from "@/lib/console/results-review/store";
import { startPostgres } from "../support/postgres-server";
import { startBenchConsole } from "./console-world";
import { navigationRequest } from "./navigation";
import { ms, percentile, type Benchmark, type BenchResult } from "./types";

const PORT = Number(process.env.BENCH_RESULTS_CONSOLE_PORT ?? 3331);
const WAITING = 10_000;
const TARGET_MS = 100;
const WARMUP = 10;
const SAMPLES = 60;
const LEVELS: [0 | 1 | 2, string][] = [
  [0, "critical"],
  [1, "abnormal"],
  [1, "abnormal"],
  [2, "normal"],
  [2, "normal"],
  [2, "normal"],
  [2, "normal"],
  [2, "normal"],
];

/** 10,000 reports nobody has reviewed, an eighth of them critical, arrived over the last month. */
async function fillQueue(db: ConsoleDb) {
  const start = Date.now() - 30 * 86_400_000;
  for (let i = 0; i < WAITING; i++) {
    const [priority, interpretation] = LEVELS[i % LEVELS.length]!;
    const at = new Date(start + i * 250_000);
    const summary: ReportSummary = {
      reportStatus: i % 3 === 0 ? "partial" : "final",
      reportedAt: at.toISOString(),
      interpretation,
      priority,
      criticalMarkers: priority === 0 ? 1 : 0,
      flaggedMarkers: priority < 2 ? 2 : 0,
      markers: 14,
    };
    const orderId = randomUUID();
    await recordReportVersion(db, { id: reviewIdOf(orderId, summary), orderId, userId: randomUUID(), summary }, at);
  }
}

async function timed(run: () => Promise<unknown>, samples: number) {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The same two queries on PostgreSQL, the store of a deployment with several instances. */
async function postgresRows(row: (metric: string, value: string) => BenchResult): Promise<BenchResult[]> {
  const server = await startPostgres();
  try {
    const pg = await openPostgresConsoleDb(await server.createDatabase(), { poolMax: 2 });
    try {
      await fillQueue(pg);
      const page = await timed(() => reviewQueuePage(pg, { limit: 25, offset: 0 }), 200);
      const count = await timed(() => criticalResultsToReview(pg), 200);
      return [
        row(
          "store: first page and counts per level (PostgreSQL)",
          `p50 ${page.p50.toFixed(2)} ms, p99 ${page.p99.toFixed(2)} ms`,
        ),
        row(
          "store: header's critical count (PostgreSQL)",
          `p50 ${count.p50.toFixed(2)} ms, p99 ${count.p99.toFixed(2)} ms`,
        ),
      ];
    } finally {
      await pg.close();
    }
  } finally {
    await server.stop();
  }
}

/**
 * The results review queue with 10,000 reports waiting: its first page through the production
 * console, as a document load and as a click (a navigation), signed in as an admin, one request at
 * a time on loopback; and the two store queries under it, the page and the header's count of
 * critical results (which every page of a reviewer asks for), on SQLite and on PostgreSQL.
 */
export const resultsQueueBenchmark: Benchmark = {
  name: "results-queue",
  description: "the results review queue's first page with 10,000 unreviewed results, and the header's critical count",
  needsScaleData: false,
  async run({ log }) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-results-"));
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
    const db = openSqliteConsoleDb(path.join(dir, "console.db"));
    const t0 = performance.now();
    await fillQueue(db);
    log(`Queue filled with ${WAITING.toLocaleString("en-US")} results in ${ms(performance.now() - t0)}`);
    const row = (metric: string, value: string, met?: boolean): BenchResult => ({
      benchmark: "results-queue",
      metric,
      value,
      ...(met === undefined ? {} : { target: `p50 ≤ ${TARGET_MS} ms`, met }),
    });
    const results: BenchResult[] = [];
    const pageQuery = await timed(() => reviewQueuePage(db, { limit: 25, offset: 0 }), 200);
    const countQuery = await timed(() => criticalResultsToReview(db), 200);
    results.push(
      row(
        "store: first page and counts per level (SQLite)",
        `p50 ${pageQuery.p50.toFixed(2)} ms, p99 ${pageQuery.p99.toFixed(2)} ms`,
      ),
      row(
        "store: header's critical count (SQLite)",
        `p50 ${countQuery.p50.toFixed(2)} ms, p99 ${countQuery.p99.toFixed(2)} ms`,
      ),
    );
    await db.close();
    results.push(...(await postgresRows(row)));

    const { baseUrl, cookie, server } = await startBenchConsole(dir, PORT, log, { USER_INDEX_RATE: "0" });
    try {
      const doc = await timed(async () => {
        const res = await fetch(`${baseUrl}/results`, { headers: { cookie } });
        const body = await res.text();
        if (res.status !== 200 || !body.includes("Results to review"))
          throw new Error(`/results answered ${res.status}`);
      }, SAMPLES);
      const nav = await navigationRequest(baseUrl, "/results", cookie);
      const click = await timed(async () => {
        const res = await fetch(nav.url, { headers: nav.headers });
        await res.arrayBuffer();
      }, SAMPLES);
      results.push(
        row(
          `/results, first page of ${WAITING.toLocaleString("en-US")} waiting: document load`,
          `p50 ${ms(doc.p50)}, p99 ${ms(doc.p99)}`,
          doc.p50 <= TARGET_MS,
        ),
        row(
          `/results, first page: navigation (a click)`,
          `p50 ${ms(click.p50)}, p99 ${ms(click.p99)}`,
          click.p50 <= TARGET_MS,
        ),
      );
    } finally {
      await server.stop();
    }
    return results;
  },
};
