import { mb } from "../support/child-server";
import { adminSessionCookie } from "../support/admin-cookie";
import { startConsoleInstances } from "../support/console-instances";
import { alternate, LOAD, type LoadFigures } from "./load-rounds";
import type { Benchmark, BenchResult } from "./types";

const USERS_PATH = "/users?size=100";
const WARMUP_LOADS = 3;
const MULTI_TARGET = 1.7;

const figures = (f: LoadFigures) =>
  `${f.rps.toFixed(1)} req/s, p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms${f.failures ? `, ${f.failures} FAILED` : ""}`;

/**
 * Users-list throughput of the production console with its store on PostgreSQL, first with the
 * load on one instance, then dealt over two instances sharing the database and one service (the
 * scale data set), in alternating rounds so a burst from elsewhere on the machine hits both.
 * Both instances run throughout: the idle one costs little, and the set-up is the same for both rows.
 * On two cores, the second instance competes with the first, the service and PostgreSQL for the CPU.
 */
export const multiInstanceBenchmark: Benchmark = {
  name: "multi-instance",
  description: `users list (100 a page) on 1 vs 2 console instances sharing one PostgreSQL database, ${LOAD.connections} connections`,
  async run({ dataDir, log }) {
    if (!dataDir) throw new Error("multi-instance needs the runner's data directory");
    const startedAt = Date.now();
    const multi = await startConsoleInstances({
      count: 2,
      serviceDataFrom: dataDir,
      // Signed in once for the whole benchmark, which outlasts the default idle limit on a slow run.
      env: { SESSION_IDLE_SECONDS: "3600" },
    });
    try {
      log(`2 consoles, PostgreSQL and the service up in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
      const headers = { cookie: await adminSessionCookie(multi.urls[0]!) };
      // A page's first loads on a new console pay for loading its code: off the record, on each.
      for (const base of multi.urls)
        for (let i = 0; i < WARMUP_LOADS; i++) {
          const res = await fetch(base + USERS_PATH, { headers, redirect: "manual" });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`GET ${base}${USERS_PATH} answered ${res.status} (signed out?)`);
        }
      const [one, two] = await alternate(
        [
          { label: "1 instance", url: multi.urls[0]! + USERS_PATH, headers },
          { label: "2 instances", url: multi.urls.map((base) => base + USERS_PATH), headers },
        ],
        log,
      );
      const ratio = one!.failures || two!.failures ? NaN : two!.rps / one!.rps;
      const rows: BenchResult[] = [
        { benchmark: "multi-instance", metric: "users list, 1 instance on PostgreSQL", value: figures(one!) },
        {
          benchmark: "multi-instance",
          metric: "users list, 2 instances on one PostgreSQL",
          value: `${figures(two!)}${Number.isNaN(ratio) ? "" : ` (${ratio.toFixed(2)}× one)`}`,
          // On two cores a second instance shares them with the first, the service and PostgreSQL:
          // it should still add most of what one serves.
          target: `≥ ${MULTI_TARGET}× one`,
          met: ratio >= MULTI_TARGET,
        },
      ];
      rows.push({
        benchmark: "multi-instance",
        metric: "peak RSS of each console",
        value: multi.peakRss().map(mb).join(" + "),
      });
      return rows;
    } finally {
      await multi.stop();
    }
  },
};
