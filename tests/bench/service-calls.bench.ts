import { createServiceApp } from "@/lib/embedded-service/app";
import { randomSecret } from "@/lib/embedded-service/crypto";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { ensureDemoData } from "@/lib/embedded-service/seed/demo";
import { ensureScaleData } from "./scale-data";
import type { Benchmark, BenchResult } from "./types";

const ROUNDS = 3;

/**
 * What one call to the embedded service costs when the console makes it: in process, through the
 * Hono app's `fetch` (team key, validation, SQLite, the JSON answer), no socket. Each call is made
 * one at a time; the figure is the best of three rounds' mean, so a burst elsewhere on the machine
 * does not land in it. Pages make these calls (the board one appointment read per at-home order),
 * so a change here moves every page's figure in `console-load`.
 */
export const serviceCallsBenchmark: Benchmark = {
  name: "service-calls",
  description: `embedded service calls in process, one at a time, best of ${ROUNDS} rounds`,
  async run({ dataDir, log }) {
    if (!dataDir) throw new Error("service-calls needs the runner's data directory");
    const data = ensureScaleData(dataDir, log);
    const db = openServiceDb(data.dbFile);
    const apiKey = randomSecret("sk_us_bench_", 24);
    // The demo data exists already; this only points the demo team at this run's key, as start-up does.
    ensureDemoData(db, { apiKey, now: new Date() });
    const app = createServiceApp({ db, now: () => new Date(), lifecycleStepSeconds: 3600, linkTokenTtlSeconds: 1800 });
    const get = async (path: string) => {
      const res = await app.fetch(new Request(`http://service${path}`, { headers: { "x-service-api-key": apiKey } }));
      const body = await res.text();
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
      return body;
    };
    try {
      const { orders } = JSON.parse(await get("/v3/orders?page=1&size=100")) as {
        orders: { id: string; details?: { data?: { appointment_id?: string | null } } }[];
      };
      const order = orders.find((o) => o.details?.data?.appointment_id);
      if (!order) throw new Error("The data set has no order with an appointment");
      const user = data.demoUserId;
      const calls = [
        { name: "a page of 100 users", path: "/v2/user/?offset=0&limit=100", count: 200 },
        { name: "a page of 100 orders", path: "/v3/orders?page=1&size=100", count: 100 },
        { name: "one user", path: `/v2/user/${user}`, count: 2000 },
        { name: "a user's latest details", path: `/v2/user/${user}/info/latest`, count: 2000 },
        { name: "one order", path: `/v3/order/${order.id}`, count: 2000 },
        { name: "an order's appointment", path: `/v3/order/${order.id}/phlebotomy/appointment`, count: 2000 },
      ];
      const rows: BenchResult[] = [];
      for (const call of calls) {
        for (let i = 0; i < call.count / 4; i++) await get(call.path);
        let best = Infinity;
        for (let r = 0; r < ROUNDS; r++) {
          const t0 = performance.now();
          for (let i = 0; i < call.count; i++) await get(call.path);
          best = Math.min(best, (performance.now() - t0) / call.count);
        }
        rows.push({
          benchmark: "service-calls",
          metric: `${call.name}: time per call`,
          value: `${(best * 1000).toFixed(0)} µs`,
        });
      }
      return rows;
    } finally {
      db.$client.close();
    }
  },
};
