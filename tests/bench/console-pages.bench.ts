import { consoleWorld, type ConsoleWorld } from "./console-world";
import { ms, percentile, type Benchmark, type BenchResult } from "./types";

const WARMUP = Number(process.env.BENCH_PAGE_WARMUP ?? 5);
const MEASURED = Number(process.env.BENCH_PAGE_RUNS ?? 30);

/** `servicePath`: the service call behind the page, timed alone through the console's /v2 mount. */
type Page = { name: string; path: string; ttfbTarget?: number; servicePath?: string };

export const consolePages = (w: ConsoleWorld): Page[] => [
  {
    name: "users list, 100 a page",
    path: "/users?size=100",
    ttfbTarget: 100,
    servicePath: "/v2/user/?offset=0&limit=100",
  },
  { name: "users list, 500 a page", path: "/users?size=500", servicePath: "/v2/user/?offset=0&limit=500" },
  { name: "user overview", path: `/users/${w.data.demoUserId}` },
  { name: "steps, heavy user", path: `/users/${w.data.heavyUserId}/steps` },
  { name: "PSC search", path: "/psc?zip=10001&lab=1&radius=25" },
];

type Timing = { ttfb: number; total: number; bytes: number };

/**
 * One request as a browser's navigation would make it: the time to the response headers (Next
 * sends them with the first streamed chunk, so this is time to first byte) and to the last byte.
 * Pages stream their data behind Suspense, so the last byte is when the content is complete.
 */
async function timeOnce(url: string, headers: Record<string, string>): Promise<Timing> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { accept: "text/html", ...headers }, redirect: "manual" });
  const ttfb = performance.now() - t0;
  const body = await res.arrayBuffer();
  const total = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status} (signed out?)`);
  return { ttfb, total, bytes: body.byteLength };
}

/**
 * Signed-in page loads of the production console with 100,000 users in the embedded service:
 * sequential requests (one at a time, so the figure is a page's own latency, not queueing), a few
 * unrecorded warm-up loads first (caches, JIT), then p50/p95 of time to first byte and to the end.
 */
export const consolePagesBenchmark: Benchmark = {
  name: "console-pages",
  description: `signed-in console pages, ${WARMUP} warm-up + ${MEASURED} sequential loads each, TTFB p50/p95`,
  async run({ dataDir, log }) {
    if (!dataDir) throw new Error("console-pages needs the runner's data directory");
    const w = await consoleWorld(dataDir, log);
    log(`${w.data.users} users in the service; heavy user ${w.data.heavyUserId}`);
    const rows: BenchResult[] = [];
    const series = async (url: string, headers: Record<string, string>) => {
      for (let i = 0; i < WARMUP; i++) await timeOnce(url, headers);
      const runs: Timing[] = [];
      for (let i = 0; i < MEASURED; i++) runs.push(await timeOnce(url, headers));
      return runs;
    };
    for (const page of consolePages(w)) {
      const runs = await series(w.baseUrl + page.path, { cookie: w.cookie });
      const ttfb = runs.map((r) => r.ttfb);
      const total = runs.map((r) => r.total);
      const p50 = percentile(ttfb, 50);
      log(`${page.name}: TTFB p50 ${ms(p50)}, complete p50 ${ms(percentile(total, 50))}`);
      rows.push(
        {
          benchmark: "console-pages",
          metric: `${page.name}: TTFB p50 / p95`,
          value: `${ms(p50)} / ${ms(percentile(ttfb, 95))}`,
          ...(page.ttfbTarget ? { target: `p50 ≤ ${page.ttfbTarget} ms`, met: p50 <= page.ttfbTarget } : {}),
        },
        {
          benchmark: "console-pages",
          metric: `${page.name}: complete p50 / p95`,
          value: `${ms(percentile(total, 50))} / ${ms(percentile(total, 95))}, ${(runs[0]!.bytes / 1024).toFixed(0)} KB HTML`,
        },
      );
      if (page.servicePath) {
        // The console calls its embedded service in-process; through the /v2 route the same call
        // also pays Next's routing and the socket, so this is an upper bound of the service's share.
        const service = (await series(w.baseUrl + page.servicePath, { "x-service-api-key": w.apiKey })).map(
          (r) => r.total,
        );
        rows.push({
          benchmark: "console-pages",
          metric: `${page.name}: … its service call alone p50 / p95`,
          value: `${ms(percentile(service, 50))} / ${ms(percentile(service, 95))}`,
        });
      }
    }
    return rows;
  },
};
