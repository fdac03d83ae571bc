/** Serves an existing production build of the console on PORT. */
import { spawn } from "node:child_process";
import path from "node:path";
import { env } from "@/lib/env";

export function serve() {
  let config;
  try {
    config = env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const mode = config.SERVICE_BASE_URL ? `remote service ${new URL(config.SERVICE_BASE_URL).host}` : "embedded service";
  console.log(`Labdesk on http://localhost:${config.PORT} (${mode})`);
  const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(config.PORT)], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

if (require.main === module) serve();
