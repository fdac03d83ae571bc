import { mb } from "../support/child-server";
import { adminSessionCookie } from "../support/admin-cookie";
import { startConsoleInstances } from "../support/console-instances";
import { cpuSplit, type CpuSplit } from "./cpu-split";
import { alternate, LOAD, loadRound, type LoadFigures } from "./load-rounds";
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
      // Where one instance's load spends the machine's CPU: what bounds what a second can add.
      const split = await cpuSplit(
        [
          { label: "console", pids: [multi.pids.consoles[0]!] },
          { label: "idle console", pids: multi.pids.consoles.slice(1) },
          { label: "service", pids: [multi.pids.service] },
          { label: "PostgreSQL", command: "postgres" },
        ],
        async () =>
          (await loadRound({ label: "split", url: multi.urls[0]! + USERS_PATH, headers }, LOAD.roundSeconds)).latencies
            .length,
      );
      rows.push(...splitRows(split));
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

/**
 * One instance is bound by its JavaScript thread (one core at most); two are bound by that twice
 * over or by all the CPU each request costs everywhere (consoles, service, PostgreSQL, the load
 * generator) against the machine's cores, whichever comes first.
 */
function splitRows(split: CpuSplit): BenchResult[] {
  const rps = split.requests / split.seconds;
  const total = split.perRequest.reduce((sum, p) => sum + p.ms, 0);
  const main = split.mainThread.find((m) => m.label === "console")?.ms ?? NaN;
  const ceiling = Math.min(2, (split.cores * main) / total);
  return [
    {
      benchmark: "multi-instance",
      metric: "1 instance, CPU per request by process",
      value: `${split.perRequest.map((p) => `${p.label} ${p.ms.toFixed(1)} ms`).join(", ")} (console's JavaScript thread ${main.toFixed(1)} ms, busy ${((main * rps) / 10).toFixed(0)} % at ${rps.toFixed(1)} req/s); other processes ${(split.otherPerSecond / 10).toFixed(0)} % of a core`,
    },
    {
      benchmark: "multi-instance",
      metric: `estimated ceiling of 2 instances on ${split.cores} cores (from that split)`,
      value: `${ceiling.toFixed(2)}× one`,
    },
  ];
}
