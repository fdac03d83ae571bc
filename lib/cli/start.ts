/**
 * `npm start`: builds the console when the sources changed since the last build, then serves it.
 * The embedded service migrates and seeds itself when the server starts (instrumentation.ts).
 */
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { sourceStamp } from "./build-stamp";

const root = process.cwd();
const stampFile = path.join(root, ".next", "labdesk-build-stamp");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

let config;
try {
  config = env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const stamp = sourceStamp(root);
const built = fs.existsSync(path.join(root, ".next", "BUILD_ID")) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8").trim() === stamp;
if (!built) {
  console.log("Building the console (first start, or the sources changed)…");
  const result = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Stamped after the build: next build itself may rewrite tsconfig.json.
  fs.writeFileSync(stampFile, sourceStamp(root));
}

console.log(`Labdesk on http://localhost:${config.PORT} (${config.SERVICE_BASE_URL ? `remote service ${new URL(config.SERVICE_BASE_URL).host}` : "embedded service"})`);
const server = spawn(process.execPath, [nextBin, "start", "-p", String(config.PORT)], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
