/**
 * The load gate, `npm run test:stress`: the production console on the embedded service
 * with demo data, signed in as an admin, takes 50 connections for 30 s on each of the users list,
 * a steps chart and a service-center search; then the users list once more, its connections split
 * over two instances that share one PostgreSQL database. Every answer must be a 200 with no
 * errors; throughput, p50/p99 and the servers' peak memory are printed (figures, not assertions).
 * Set LOAD_SECONDS to shorten.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildIfNeeded } from "../../lib/cli/build-if-needed";
import { adminSessionCookie } from "../support/admin-cookie";
import { mb, startChildServer } from "../support/child-server";
import { serveArgs } from "../support/server-args";
import { loadTwoInstances } from "./two-instances";

const PORT = Number(process.env.LABDESK_STRESS_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const KEY = "sk_us_stress_test_key_0123456789";
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = 50;
const USERS_PATH = "/users?size=100";

async function startConsole() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-stress-"));
  const server = await startChildServer({
    name: "console",
    args: serveArgs(),
    env: { PORT: String(PORT), DATA_DIR: dataDir, SERVICE_API_KEY: KEY, NODE_ENV: "production", DEMO_MODE: "1" },
    baseUrl: BASE,
    readyPath: "/openapi.json",
    timeoutMs: 300_000,
  });
  return {
    dataDir,
    peakRss: server.peakRss,
    stop: server.stop,
    // The server writes to its data directory until it has exited (a request still in flight, the
    // stores closing): remove the directory only after stop(), or the removal races those writes.
    removeData: () => fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 }),
  };
}

async function targets() {
  const { users } = (await (
    await fetch(`${BASE}/v2/user/?limit=50`, { headers: { "x-service-api-key": KEY } })
  ).json()) as {
    users: { user_id: string; connected_sources: unknown[] }[];
  };
  const withSteps = users.find((u) => u.connected_sources.length > 1)!;
  return [
    { name: "users list (100 a page)", path: USERS_PATH },
    { name: "steps chart (30 days)", path: `/users/${withSteps.user_id}/steps` },
    { name: "service-center search", path: "/psc?zip=10001&lab=1&radius=25" },
  ];
}

async function main() {
  buildIfNeeded();
  const server = await startConsole();
  const rows: string[][] = [];
  const peaks: string[] = [];
  let failed = false;
  // A 30 s timeout: slowness is measured (p99), only a failed or missing answer fails the gate.
  const record = (name: string, result: autocannon.Result) => {
    const bad = result.errors + result.timeouts + result.non2xx;
    if (bad > 0 || result.requests.total === 0) failed = true;
    rows.push([
      name,
      String(result.requests.total),
      `${result.requests.average}/s`,
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      String(result.errors + result.timeouts),
      String(result.non2xx),
    ]);
  };
  try {
    try {
      const cookie = await adminSessionCookie(BASE);
      for (const target of await targets()) {
        record(
          target.name,
          await autocannon({
            url: BASE + target.path,
            connections: CONNECTIONS,
            duration: SECONDS,
            timeout: 30,
            headers: { cookie },
          }),
        );
      }
    } finally {
      peaks.push(`server peak RSS: ${mb(server.peakRss())}`);
      await server.stop();
    }
    // The same demo data as above, copied for the shared service rather than seeded again.
    const phaseStarted = Date.now();
    const two = await loadTwoInstances({
      path: USERS_PATH,
      connections: CONNECTIONS,
      seconds: SECONDS,
      serviceDataFrom: server.dataDir,
    });
    record("users list, 2 instances on one PostgreSQL", two.result);
    peaks.push(
      `2 instances peak RSS: ${two.peakRss.map(mb).join(" + ")} (this phase took ${((Date.now() - phaseStarted) / 1000).toFixed(0)} s with start and stop)`,
    );
  } finally {
    server.removeData();
    console.log(
      `\nLoad: ${CONNECTIONS} connections × ${SECONDS} s per page, signed in as an admin, ${os.cpus().length} CPUs\n`,
    );
    const table = [["page", "requests", "throughput", "p50", "p99", "errors", "non-2xx"], ...rows];
    const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
    for (const row of table) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join("  "));
    for (const line of peaks) console.log(line);
  }
  if (failed) {
    console.error("Load gate failed: every request must answer 200 without errors.");
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
