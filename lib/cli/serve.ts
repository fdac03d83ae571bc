/** Serves an existing production build of the console on PORT. */
import { spawn } from "node:child_process";
import path from "node:path";
import { startupFailure } from "@/lib/console/startup";
import { closeConsoleStore, consoleDb } from "@/lib/console/store/db";
import { demoAccountsWanted, env } from "@/lib/env";

const KEEP_ALIVE_MS = 65_000;

export async function serve() {
  let config;
  try {
    config = env();
    // The console store opens (and migrates) here first, so a database that is not there stops
    // start-up with one line instead of a server that fails every request.
    await consoleDb();
    await closeConsoleStore();
  } catch (error) {
    console.error(startupFailure(error));
    process.exit(1);
  }
  const mode = config.SERVICE_BASE_URL ? `remote service ${new URL(config.SERVICE_BASE_URL).host}` : "embedded service";
  console.log(`Labdesk on http://localhost:${config.PORT} (${mode})`);
  const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  // Node closes an idle kept-alive connection after 5 s; a client (a proxy, a browser under load)
  // that reuses it just then sees a reset. Longer than the 60 s most load balancers keep theirs.
  const server = spawn(
    process.execPath,
    [nextBin, "start", "-p", String(config.PORT), "--keepAliveTimeout", String(KEEP_ALIVE_MS)],
    // `next start` runs the server under NODE_ENV=production whatever the caller chose, so the
    // caller's choice of demo accounts is decided here and handed over.
    { stdio: "inherit", env: { ...process.env, DEMO_MODE: demoAccountsWanted(config) ? "1" : "0" } },
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

if (require.main === module) void serve();
