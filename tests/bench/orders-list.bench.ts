import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { reconcileBoardOnce } from "@/lib/console/appointments/reconcile";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { createServiceApp } from "@/lib/embedded-service/app";
import { openServiceDb, type ServiceDb } from "@/lib/embedded-service/db/client";
import { DEMO_TEAM_ID, ensureDemoData } from "@/lib/embedded-service/seed/demo";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { createServiceClient } from "@/lib/service/client";
import { startBenchConsole } from "./console-world";
import { navigationRequest } from "./navigation";
import { ms, percentile, type Benchmark, type BenchResult } from "./types";

const PORT = Number(process.env.BENCH_ORDERS_CONSOLE_PORT ?? 3331);
const KEY = "sk_us_bench_console_0123456789abcdef";
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const WARMUP = 20;
const RUNS = Number(process.env.BENCH_ORDERS_RUNS ?? 100);
const P50_TARGET_MS = 150;
const P95_TARGET_MS = 400;
/** A filtered page of 50, as a person clicks to it: walk-ins of one lab, newest first. */
const FILTERED = "/orders?method=walk_in_test&size=50";

/**
 * Adds copies of the demo team's orders (new ids, creation spread over the past year, every
 * collection method the demo has) until the team has `total`: the orders list's world. Straight
 * into the service's database, in one transaction: 100,000 orders through the API would take
 * longer than everything measured here.
 */
function addOrders(db: ServiceDb, total: number, now: Date): number {
  const sqlite = db.$client;
  const templates = sqlite.prepare("SELECT * FROM orders WHERE team_id = ? ORDER BY seq").all(DEMO_TEAM_ID) as Record<
    string,
    unknown
  >[];
  if (templates.length === 0) throw new Error("The demo data set has no orders to copy");
  const have = templates.length;
  const insert = sqlite.prepare(
    `INSERT INTO orders (id, team_id, user_seq, lab_id, collection_method, status, lab_test_ids, patient_details,
       patient_address, order_transaction_id, idempotency_key, physician, events, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  const yearMs = 365 * 86_400_000;
  sqlite.transaction(() => {
    for (let i = have; i < total; i++) {
      const t = templates[i % have]!;
      const created = new Date(now.getTime() - Math.floor(((i * 7919) % total) * (yearMs / total))).toISOString();
      const events = JSON.stringify([{ id: 1, created_at: created, status: "received" }]);
      insert.run(
        randomUUID(),
        DEMO_TEAM_ID,
        t.user_seq,
        t.lab_id,
        t.collection_method,
        t.status,
        t.lab_test_ids,
        t.patient_details,
        t.patient_address,
        randomUUID(),
        t.physician,
        events,
        created,
        created,
      );
    }
  })();
  return total - have;
}

/**
 * The orders list with 100,000 orders in the embedded service. First the reconciliation that
 * fills its projection, in process against the embedded service's Hono app (no socket): a full
 * walk of every order, then the pass that follows a minute later when nothing changed (the orders
 * updated since). Then the production console on that store: a filtered page of 50 as a click
 * (the RSC request Next's router sends), one at a time on loopback, with an admin signed in.
 */
export const ordersListBenchmark: Benchmark = {
  name: "orders-list",
  description: `/orders with ${ORDERS.toLocaleString("en-US")} orders: a filtered page as a click, and the reconciliation's full walk`,
  needsScaleData: false,
  async run({ log }) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-orders-"));
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
    const now = new Date();
    const service = openServiceDb(path.join(dir, "service.db"));
    ensureReferenceData(service);
    ensureDemoData(service, { apiKey: KEY, now, log });
    const added = addOrders(service, ORDERS, now);
    log(`Added ${added} orders to the demo team's.`);

    const app = createServiceApp({
      db: service,
      now: () => new Date(),
      lifecycleStepSeconds: 3600,
      linkTokenTtlSeconds: 1800,
    });
    const client = createServiceClient({
      baseUrl: "http://service",
      apiKey: KEY,
      fetch: async (url, init) => app.fetch(new Request(url, init)),
    });
    const store = openSqliteConsoleDb(path.join(dir, "console.db"));
    const timed = async (full: boolean) => {
      const [t0, cpu0] = [performance.now(), process.cpuUsage()];
      const out = await reconcileBoardOnce({ db: store, client, holder: "bench", liveRecheckMs: 10 * 60_000, full });
      const cpu = process.cpuUsage(cpu0);
      if (out.outcome !== "done") throw new Error(`The reconciliation pass ended ${out.outcome}`);
      return { ...out, wall: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000 };
    };
    const full = await timed(true);
    const next = await timed(false);
    await store.close();
    service.$client.close();

    const { baseUrl, cookie, server } = await startBenchConsole(dir, PORT, log, { USER_INDEX_RATE: "0" });
    try {
      const nav = await navigationRequest(baseUrl, FILTERED, cookie);
      const times: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t0 = performance.now();
        const res = await fetch(nav.url, { headers: nav.headers, redirect: "manual" });
        const body = await res.text();
        if (res.status !== 200 || !body.includes("walk_in_test")) throw new Error(`${FILTERED} answered ${res.status}`);
        if (i >= WARMUP) times.push(performance.now() - t0);
      }
      const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
      const pass = (p: typeof full) =>
        `${(p.wall / 1000).toFixed(1)} s (${(p.cpu / 1000).toFixed(1)} s CPU), ${p.calls} service calls, ${p.orders} orders listed, ${p.moved} rows written`;
      const rows: BenchResult[] = [
        {
          benchmark: "orders-list",
          metric: `/orders, a filtered page of 50 as a click (${ORDERS.toLocaleString("en-US")} orders), one at a time`,
          value: `p50 ${ms(p50)}, p95 ${ms(p95)} (${times.length} runs)`,
          target: `p50 ≤ ${P50_TARGET_MS} ms, p95 ≤ ${P95_TARGET_MS} ms`,
          met: p50 <= P50_TARGET_MS && p95 <= P95_TARGET_MS,
        },
        {
          benchmark: "orders-list",
          metric: "reconciliation, full walk of every order (in process)",
          value: pass(full),
        },
        { benchmark: "orders-list", metric: "reconciliation, the next pass (orders updated since)", value: pass(next) },
      ];
      return rows;
    } finally {
      await server.stop();
    }
  },
};
