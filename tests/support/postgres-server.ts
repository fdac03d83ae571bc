/**
 * A throw-away PostgreSQL server for tests: its own data directory under the system temp directory,
 * Debian's server binaries, trust authentication, reached through a unix socket in that directory.
 * Nothing is shared with a system cluster, so tests can create databases freely and stop leaves
 * nothing behind.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type PostgresServer = {
  /** postgres:// URL of the server's maintenance database (user "postgres", unix socket). */
  adminUrl: string;
  /** Creates an empty database (CREATE DATABASE ... ) and returns its postgres:// URL. */
  createDatabase(name?: string): Promise<string>;
  stop(): Promise<void>;
};

const READY_TIMEOUT_MS = 30_000;
// With no port asked for the server listens on no TCP port, but the socket file is still named
// after one; several servers can share this number because each has its own socket directory.
const SOCKET_ONLY_PORT = 5432;
// A unix socket path must fit sockaddr_un.sun_path: 108 bytes on Linux, the last one a NUL.
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * Stops, synchronously, each server (or initdb) that is still at work and removes its directory:
 * run when the Node process exits, so a run that ends without stop() leaves no postgres behind.
 */
const cleanUpAtExit = new Set<() => void>();
process.on("exit", () => cleanUpAtExit.forEach((stopNow) => stopNow()));
// A signal ends Node without an "exit" event unless something listens for it. Where something does
// (vitest's main process turns SIGINT and SIGTERM into process.exit), that is left alone; where
// nothing does (a vitest worker, which the pool ends with SIGTERM; a script), the servers are
// stopped and the process then dies of the same signal, as it would have.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  if (process.listenerCount(signal) > 0) continue;
  process.once(signal, () => {
    cleanUpAtExit.forEach((stopNow) => stopNow());
    cleanUpAtExit.clear();
    process.kill(process.pid, signal);
  });
}

export async function startPostgres(options: { port?: number; durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = findServerBinaries();
  const runAs = serverUser();
  const port = options.port ?? SOCKET_ONLY_PORT;

  const root = fs.mkdtempSync(path.join(tempBase(port), "labdesk-pg-"));
  fs.chmodSync(root, 0o700);
  if (runAs) fs.chownSync(root, runAs.uid, runAs.gid);
  const dataDir = path.join(root, "data");
  // The socket sits in the temp directory itself, keeping its path short (see tempBase).
  const socketDir = root;

  // The process at work in the directory: initdb first, then the server.
  const processes: { initdb?: ChildProcess; server?: ChildProcess } = {};
  let serverExited = false;
  // For a process that ends before stop() runs (see cleanUpAtExit): synchronous, as the "exit"
  // event allows nothing else, so pg_ctl waits for the postmaster to be gone before the removal.
  const stopNow = () => {
    const { initdb, server } = processes;
    if (server && !serverExited) {
      spawnSync(path.join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-w", "-t", "10"], {
        ...spawnOptions(runAs, root),
        stdio: "ignore",
      });
    } else if (initdb && initdb.exitCode === null && initdb.signalCode === null) {
      initdb.kill("SIGKILL");
    }
    removeDir(root);
  };
  cleanUpAtExit.add(stopNow);

  try {
    await initDataDir(bin, dataDir, runAs, (child) => (processes.initdb = child));
  } catch (error) {
    cleanUpAtExit.delete(stopNow);
    removeDir(root);
    throw error;
  }

  const settings = {
    listen_addresses: options.port === undefined ? "" : "127.0.0.1",
    port: String(port),
    unix_socket_directories: socketDir,
    // Durability is worthless for a server whose data is deleted at the end of the run, unless
    // what is measured is how commits wait for the disk (`durable`: a production server's defaults).
    fsync: options.durable ? "on" : "off",
    synchronous_commit: options.durable ? "on" : "off",
    full_page_writes: options.durable ? "on" : "off",
    // Parallel test files each hold a pool of connections.
    max_connections: "200",
  };
  const args = ["-D", dataDir, ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
  const child = spawn(path.join(bin, "postgres"), args, spawnOptions(runAs, root));
  processes.server = child;
  let log = "";
  const keepLog = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
  child.stdout!.on("data", keepLog);
  child.stderr!.on("data", keepLog);
  const exit = new Promise<void>((resolve) => {
    child.once("exit", () => ((serverExited = true), resolve()));
    // A failed spawn (binary not executable, say) may never emit "exit": count it as one, and log why.
    child.once("error", (error) => (keepLog(Buffer.from(String(error))), (serverExited = true), resolve()));
  });
  /**
   * Sends `first`, then harder signals while the server stays up. Never SIGKILL first: a killed
   * postmaster leaves its backends running, while SIGQUIT (immediate shutdown) ends them too.
   */
  const shutDown = async (first: "SIGINT" | "SIGQUIT") => {
    const signals: NodeJS.Signals[] = first === "SIGINT" ? ["SIGINT", "SIGQUIT", "SIGKILL"] : ["SIGQUIT", "SIGKILL"];
    for (const signal of signals) {
      if (serverExited) return;
      child.kill(signal);
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    }
    await exit;
  };

  const adminUrl = socketUrl(socketDir, port, "postgres");
  try {
    await waitUntilReady(adminUrl, () => serverExited);
  } catch (error) {
    cleanUpAtExit.delete(stopNow);
    await shutDown("SIGQUIT");
    removeDir(root);
    throw new Error(`PostgreSQL did not start (${(error as Error).message}). Server log:\n${log}`);
  }

  let stopping: Promise<void> | undefined;
  return {
    adminUrl,
    createDatabase: (name) => createDatabase(adminUrl, name),
    stop() {
      stopping ??= (async () => {
        cleanUpAtExit.delete(stopNow);
        // SIGINT is PostgreSQL's fast shutdown: open sessions are ended instead of waited for.
        await shutDown("SIGINT");
        removeDir(root);
      })();
      return stopping;
    },
  };
}

/** CREATE DATABASE through the maintenance database at `adminUrl`; returns the new database's URL. */
export async function createDatabase(
  adminUrl: string,
  name = `test_${randomUUID().replaceAll("-", "")}`,
): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = "/" + encodeURIComponent(name);
  return url.toString();
}

/** `PG_BIN`, or the newest `/usr/lib/postgresql/<major>/bin` that holds a server. */
function findServerBinaries(): string {
  const override = process.env.PG_BIN;
  if (override) {
    if (!fs.existsSync(path.join(override, "postgres"))) throw new Error(`PG_BIN=${override} holds no postgres binary`);
    return override;
  }
  const debianRoot = "/usr/lib/postgresql";
  const majors = (fs.existsSync(debianRoot) ? fs.readdirSync(debianRoot) : [])
    .filter((entry) => /^\d+$/.test(entry) && fs.existsSync(path.join(debianRoot, entry, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  if (!majors[0]) {
    throw new Error(
      `No PostgreSQL server found under ${debianRoot}/<major>/bin: install it with \`apt-get install postgresql\` ` +
        "(or point PG_BIN at a directory holding initdb and postgres).",
    );
  }
  return path.join(debianRoot, majors[0], "bin");
}

type ServerUser = { uid: number; gid: number };

/**
 * initdb and postgres refuse to run as root. Under root (CI containers) they run as the `postgres`
 * system user that Debian's package creates; otherwise as the current user (undefined here).
 */
function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error(
      "Running as root, and there is no `postgres` user to run the server as: `apt-get install postgresql` creates it.",
    );
  }
}

function spawnOptions(runAs: ServerUser | undefined, cwd: string): SpawnOptions {
  // The working directory must be one the server user can enter (root's may not be).
  return { ...runAs, cwd, stdio: ["ignore", "pipe", "pipe"] };
}

/**
 * The system temp directory, unless it is so deep that the socket path would not fit in
 * sun_path; then /tmp.
 */
function tempBase(port: number): string {
  // mkdtemp appends six characters to "labdesk-pg-".
  const socketPath = (base: string) => path.join(base, "labdesk-pg-XXXXXX", `.s.PGSQL.${port}`);
  const base = os.tmpdir();
  return Buffer.byteLength(socketPath(base)) <= MAX_SOCKET_PATH_BYTES ? base : "/tmp";
}

async function initDataDir(
  bin: string,
  dataDir: string,
  runAs: ServerUser | undefined,
  onSpawn: (child: ChildProcess) => void,
): Promise<void> {
  // --no-sync: the data directory is thrown away, so initdb need not wait for the disk.
  const common = ["-D", dataDir, "--auth=trust", "-U", "postgres", "--encoding=UTF8", "--no-sync"];
  const cwd = path.dirname(dataDir);
  const initdb = (locale: string) =>
    run(path.join(bin, "initdb"), [...common, locale], spawnOptions(runAs, cwd), onSpawn);
  let result = await initdb("--locale=C.UTF-8");
  // A system without a C.UTF-8 locale (some minimal images lack it) gets the plain C locale, which
  // still stores UTF8 text and sorts it bytewise as C.UTF-8 does; only upper/lower of non-ASCII differ.
  if (result.code !== 0 && /invalid locale name/.test(result.output)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    result = await initdb("--no-locale");
  }
  if (result.code !== 0) throw new Error(`initdb failed (exit ${result.code}):\n${result.output}`);
}

function run(
  command: string,
  args: string[],
  options: SpawnOptions,
  onSpawn: (child: ChildProcess) => void,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    onSpawn(child);
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.once("error", (error) => resolve({ code: -1, output: String(error) }));
    child.once("close", (code) => resolve({ code: code ?? -1, output }));
  });
}

/**
 * pg (pg-connection-string) takes a `host` query parameter starting with "/" as the directory of
 * the unix socket, and the port as the socket file's suffix (.s.PGSQL.<port>).
 */
function socketUrl(socketDir: string, port: number, database: string): string {
  const host = encodeURIComponent(socketDir).replaceAll("%2F", "/");
  return `postgres://postgres@localhost:${port}/${encodeURIComponent(database)}?host=${host}`;
}

async function waitUntilReady(adminUrl: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.query("SELECT 1");
      return;
    } catch {
      // Not listening yet, or still starting up ("the database system is starting up").
    } finally {
      await client.end().catch(() => {});
    }
    if (hasExited()) throw new Error("the server exited");
    if (Date.now() > deadline) throw new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Removes a temp directory; never throws, as it also runs in the exit hook. */
function removeDir(dir: string): void {
  try {
    // Retries: a process that was just stopped may still have been writing a file into it.
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    console.error(`Could not remove ${dir}: ${(error as Error).message}`);
  }
}
