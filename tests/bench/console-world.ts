import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "@/lib/cli/build-if-needed";
import { adminSessionCookie } from "../support/admin-cookie";
import { mb, startChildServer, type ChildServer } from "../support/child-server";
import { productionNodeFlags } from "../support/server-args";
import { atRunEnd } from "./run-end";
import { ensureScaleData, type ScaleData } from "./scale-data";
import { serverProbe, type ServerProbe } from "./server-probe-client";

/** Extra flags for the console's node (a heap limit to try, `--cpu-prof`): BENCH_CONSOLE_NODE_FLAGS. */
const nodeFlags = () => (process.env.BENCH_CONSOLE_NODE_FLAGS ?? "").split(" ").filter(Boolean);

const PORT = Number(process.env.BENCH_CONSOLE_PORT ?? 3325);
const KEY = "sk_us_bench_console_0123456789abcdef";
/** One console process, embedded service included, through console-load at 100,000 users. */
const PEAK_RSS_TARGET_MB = 600;

export type ConsoleWorld = {
  baseUrl: string;
  cookie: string;
  apiKey: string;
  data: ScaleData;
  server: ChildServer;
  probe: ServerProbe;
  /** The console's DATA_DIR: its store (console.db) can be read beside it. */
  consoleDir: string;
};

let world: Promise<ConsoleWorld> | undefined;

/**
 * The production console (`lib/cli/serve.ts`, as `npm start` and the load gate run it) on a copy of
 * the scale data set, with an admin signed in. Started once per run and shared by the benchmarks
 * that need it; stopped at the end of the run, which is when its peak memory is read: the Memory
 * row covers everything the console served in this run.
 */
export function consoleWorld(dataDir: string, log: (line: string) => void): Promise<ConsoleWorld> {
  world ??= start(dataDir, log);
  return world;
}

async function start(dataDir: string, log: (line: string) => void): Promise<ConsoleWorld> {
  const data = ensureScaleData(dataDir, log);
  // The console gets its own DATA_DIR: it writes its store, secrets and appointment updates there,
  // and the prepared directory stays as it was. Its console store (staff, audit) starts empty.
  const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-bench-console-"));
  // A copy of the data set is large: removed also when the run is interrupted.
  process.once("exit", () => fs.rmSync(consoleDir, { recursive: true, force: true, maxRetries: 3 }));
  for (const name of ["service.db", "service.db-wal"])
    if (fs.existsSync(path.join(dataDir, name))) fs.copyFileSync(path.join(dataDir, name), path.join(consoleDir, name));
  // The background indexer is off: its first pass over the data set's 100,000 users would share
  // the CPU these benchmarks measure (the user-search benchmark measures the index on its own).
  const { baseUrl, cookie, server, probe } = await startBenchConsole(consoleDir, PORT, log, { USER_INDEX_RATE: "0" });
  atRunEnd(async () => {
    const peak = server.peakRss();
    await server.stop();
    fs.rmSync(consoleDir, { recursive: true, force: true, maxRetries: 3 });
    return [
      {
        benchmark: "memory",
        metric: "console server peak RSS (whole run, incl. embedded service)",
        value: mb(peak),
        target: `≤ ${PEAK_RSS_TARGET_MB} MB`,
        met: peak <= PEAK_RSS_TARGET_MB * 1024 * 1024,
      },
    ];
  });
  return { baseUrl, cookie, apiKey: KEY, data, server, probe, consoleDir };
}

/**
 * The production console (`lib/cli/serve.ts`) on a prepared DATA_DIR (a service.db, perhaps a
 * console.db), built first if need be, with the demo admin signed in. The caller stops it.
 */
export async function startBenchConsole(
  consoleDir: string,
  port: number,
  log: (line: string) => void,
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; cookie: string; server: ChildServer; probe: ServerProbe }> {
  buildIfNeeded();
  const baseUrl = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  const probeFile = path.join(consoleDir, "probe.json");
  const server = await startChildServer({
    name: "console",
    // The probe reports the server's event-loop delay, GC pauses and memory per measuring window.
    // Flags to try come after production's, and win.
    args: [
      ...productionNodeFlags(),
      ...nodeFlags(),
      "--import",
      "tsx",
      "--import",
      "./tests/bench/server-probe.ts",
      "lib/cli/serve.ts",
    ],
    env: {
      PORT: String(port),
      DATA_DIR: consoleDir,
      SERVICE_API_KEY: KEY,
      SERVICE_BASE_URL: "",
      NODE_ENV: "production",
      DEMO_MODE: "1",
      // The benchmarks stay signed in for several minutes between requests to the same session.
      SESSION_IDLE_SECONDS: "3600",
      LABDESK_BENCH_PROBE_FILE: probeFile,
      ...env,
    },
    baseUrl,
    readyPath: "/sign-in",
    timeoutMs: 300_000,
  });
  log(`Console on ${baseUrl} (up in ${((Date.now() - startedAt) / 1000).toFixed(0)} s, data in ${consoleDir})`);
  try {
    return { baseUrl, cookie: await adminSessionCookie(baseUrl), server, probe: serverProbe(server.pid, probeFile) };
  } catch (error) {
    await server.stop();
    throw new Error(`Could not sign in to the console: ${(error as Error).message}`);
  }
}
