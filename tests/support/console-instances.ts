/**
 * Several production consoles that behave as one deployment: a fresh PostgreSQL database for their
 * console store, ONE embedded service process in front of which they all sit in remote mode, and
 * the secrets every instance must share (AUTH_SECRET, SERVICE_API_KEY). Each console has its own
 * port and DATA_DIR, so nothing but the database and the service can carry state between them.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { startChildServer, type ChildServer } from "./child-server";
import { startPostgres, type PostgresServer } from "./postgres-server";
import { serveArgs } from "./server-args";

export type ConsoleInstances = {
  /** Base URL of each console, in start order (A, B, …). */
  urls: string[];
  databaseUrl: string;
  /** The shared service, reached directly with the team key (to pick or set up data). */
  service: { url: string; apiKey: string };
  /** Peak resident memory of each console so far, in bytes. */
  peakRss: () => number[];
  /** Process ids of the consoles (in start order) and of the service, to read their CPU time. */
  pids: { consoles: number[]; service: number };
  stop: () => Promise<void>;
};

export type ConsoleInstancesOptions = {
  /** How many consoles (default 2). */
  count?: number;
  /**
   * The service's data: a small demo set of this many users (seconds to seed); else a copy of
   * `serviceDataFrom`'s service.db (a prepared demo or scale set); else the full demo set (~30 s).
   */
  serviceUsers?: number;
  serviceDataFrom?: string;
  /** The team key every console uses at the service (a default one when unset). */
  apiKey?: string;
  /** Extra environment for every console (idle limits and the like). */
  env?: Record<string, string>;
};

const DEFAULT_API_KEY = "sk_us_multi_instance_key_0123456789";
const READY_TIMEOUT_MS = 300_000;

export async function startConsoleInstances(options: ConsoleInstancesOptions = {}): Promise<ConsoleInstances> {
  const count = options.count ?? 2;
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-multi-"));
  // Also when the runner ends without stop() (the child servers and PostgreSQL see to themselves
  // then): never throwing, as a server still winding down may write into the directory meanwhile.
  const removeRoot = () => {
    try {
      fs.rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      console.error(`Could not remove ${root}: ${(error as Error).message}`);
    }
  };
  process.once("exit", removeRoot);
  const [servicePort, ...consolePorts] = await freePorts(count + 1);
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  // The service needs no database of the console's: it starts (and seeds) while PostgreSQL does.
  const service = startService(root, servicePort!, apiKey, options);
  service.catch(() => {}); // its failure is reported below, once everything has been waited for
  const running: { postgres?: PostgresServer; consoles: ChildServer[] } = { consoles: [] };
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Consoles first, so none is mid-request against a service or database that is going away.
      await Promise.all(running.consoles.map((s) => s.stop()));
      await (await service.catch(() => undefined))?.stop();
      await running.postgres?.stop();
      process.off("exit", removeRoot);
      removeRoot();
    })());

  try {
    running.postgres = await startPostgres();
    const databaseUrl = await running.postgres.createDatabase();
    const shared = {
      ...options.env,
      NODE_ENV: "production" as const,
      DEMO_MODE: "1",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SERVICE_BASE_URL: serviceUrl,
      SERVICE_API_KEY: apiKey,
    };
    // The consoles migrate the empty database under their lock while the demo staff are created
    // (once, whoever comes first).
    const consoles = consolePorts.map((port, i) => {
      const dataDir = path.join(root, `console-${i}`);
      fs.mkdirSync(dataDir);
      return startChildServer({
        name: `console ${i}`,
        args: serveArgs(),
        env: { ...shared, PORT: String(port), DATA_DIR: dataDir },
        baseUrl: `http://127.0.0.1:${port}`,
        readyPath: "/sign-in",
        timeoutMs: READY_TIMEOUT_MS,
      });
    });
    const seedDir = path.join(root, "seed");
    fs.mkdirSync(seedDir);
    const seeded = runScript("tests/e2e/support/seed-remote-staff.ts", { ...shared, DATA_DIR: seedDir });
    const [serviceResult, seedResult, ...consoleResults] = await Promise.allSettled([service, seeded, ...consoles]);
    for (const r of consoleResults) if (r.status === "fulfilled") running.consoles.push(r.value);
    const failure = [serviceResult, seedResult, ...consoleResults].find((r) => r.status === "rejected");
    if (failure) throw failure.reason;
    const servers = running.consoles;
    const servicePid = (await service).pid;
    return {
      urls: servers.map((s) => s.baseUrl),
      databaseUrl,
      service: { url: serviceUrl, apiKey },
      peakRss: () => servers.map((s) => s.peakRss()),
      pids: { consoles: servers.map((s) => s.pid), service: servicePid },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The shared service in its own data directory under `root`: a small demo set, a copy, or the demo set. */
function startService(root: string, port: number, apiKey: string, options: ConsoleInstancesOptions) {
  const dir = path.join(root, "service");
  fs.mkdirSync(dir);
  // With its write-ahead log: a service that was stopped without a checkpoint keeps data there.
  for (const file of ["service.db", "service.db-wal"]) {
    const from = options.serviceDataFrom && path.join(options.serviceDataFrom, file);
    if (from && fs.existsSync(from)) fs.copyFileSync(from, path.join(dir, file));
  }
  const smallSet = options.serviceUsers ? [String(options.serviceUsers)] : [];
  return startChildServer({
    name: "shared service",
    args: ["--import", "tsx", "tests/support/demo-service.ts", dir, String(port), apiKey, ...smallSet],
    baseUrl: `http://127.0.0.1:${port}`,
    readyPath: "/v2/user/?limit=1",
    readyHeaders: { "x-service-api-key": apiKey },
    timeoutMs: READY_TIMEOUT_MS,
  });
}

/** Ports the system has free right now, distinct (all held open until each is known). */
async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer();
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/** Runs a TypeScript script to its end; rejects with its output when it fails. */
function runScript(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} failed (exit ${code}):\n${output}`)),
    );
  });
}
