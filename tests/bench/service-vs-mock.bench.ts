import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomSecret } from "@/lib/embedded-service/crypto";
import { mb, startChildServer, type ChildServer } from "../support/child-server";
import { alternate, LOAD } from "./load-rounds";
import { exportMockDb } from "./mock-export";
import { ensureScaleData } from "./scale-data";
import type { Benchmark, BenchResult } from "./types";

const SERVICE_PORT = Number(process.env.BENCH_SERVICE_PORT ?? 3321);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 3322);
const TARGET_RATIO = 3;

/**
 * The embedded service against json-server 0.17.4 (the usual mock server) on the same data over
 * the same HTTP. Each server is its own process and autocannon runs here, in the runner: a server
 * sharing the load generator's event loop (or the other server's) would lose CPU to it and read
 * slower than it is. Only one server is loaded at a time; the other sits idle. json-server runs
 * as shipped (it pretty-prints JSON, so its answers are larger); autocannon asks for no gzip.
 */
export const serviceVsMockBenchmark: Benchmark = {
  name: "service-vs-mock",
  description: "embedded service vs json-server 0.17.4, same data, autocannon, alternating rounds",
  async run({ dataDir, log }) {
    if (!dataDir) throw new Error("service-vs-mock needs the runner's data directory");
    const data = ensureScaleData(dataDir, log);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-mock-"));
    const apiKey = randomSecret("sk_us_bench_", 24);
    const servers: ChildServer[] = [];
    try {
      const service = await startChildServer({
        name: "embedded service",
        args: ["--import", "tsx", "tests/bench/service-server.ts", data.dbFile, String(SERVICE_PORT), apiKey],
        env: { NODE_ENV: "production", DEMO_MODE: "1" },
        baseUrl: `http://127.0.0.1:${SERVICE_PORT}`,
        readyPath: "/v2/providers/",
        readyHeaders: { "x-service-api-key": apiKey },
      });
      servers.push(service);
      const { file, scenarios } = await exportMockDb({
        serviceUrl: service.baseUrl,
        apiKey,
        heavyUserId: data.heavyUserId,
        dir: tmp,
        log,
      });
      const mock = await startChildServer({
        name: "json-server",
        args: [
          require.resolve("json-server/lib/cli/bin"),
          file,
          "--port",
          String(MOCK_PORT),
          "--host",
          "127.0.0.1",
          "--id",
          "user_id",
          "--quiet",
          "--read-only",
        ],
        baseUrl: `http://127.0.0.1:${MOCK_PORT}`,
        readyPath: "/psc",
      });
      servers.push(mock);
      log(
        `${LOAD.connections} connections, ${LOAD.rounds} × ${LOAD.roundSeconds} s per server and scenario, alternating`,
      );

      const rows: BenchResult[] = [];
      for (const s of scenarios) {
        const [a, b] = await alternate(
          [
            { label: `service ${s.name}`, url: service.baseUrl + s.service, headers: { "x-service-api-key": apiKey } },
            { label: `json-server ${s.name}`, url: mock.baseUrl + s.mock },
          ],
          log,
        );
        for (const [who, f] of [
          ["service", a!],
          ["json-server", b!],
        ] as const) {
          const failed = f.failures ? `, ${f.failures} FAILED` : "";
          const size = f.requests ? `, ${(f.bytes / f.requests / 1024).toFixed(0)} KB each` : "";
          rows.push({
            benchmark: "service-vs-mock",
            metric: `${s.name}: ${who}`,
            value: `${f.rps.toFixed(0)} req/s, p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms${size}${failed}`,
          });
        }
        const ratio = a!.failures || b!.failures ? NaN : a!.rps / b!.rps;
        const isTarget = s.name === "500-user page";
        rows.push({
          benchmark: "service-vs-mock",
          metric: `${s.name}: service ÷ json-server`,
          value: Number.isNaN(ratio) ? "n/a (failures)" : `${ratio.toFixed(2)}×`,
          ...(isTarget ? { target: `≥ ${TARGET_RATIO}×`, met: ratio >= TARGET_RATIO } : {}),
        });
      }
      rows.push(
        { benchmark: "service-vs-mock", metric: "peak RSS: embedded service", value: mb(service.peakRss()) },
        { benchmark: "service-vs-mock", metric: "peak RSS: json-server", value: mb(mock.peakRss()) },
      );
      return rows;
    } finally {
      for (const s of servers) await s.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  },
};
