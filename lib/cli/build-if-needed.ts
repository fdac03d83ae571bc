/**
 * Builds the console when the sources changed since the last build (or there is none yet).
 * Used by `npm start` and before the browser tests, which then start servers without building.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sourceStamp } from "./build-stamp";

export function buildIfNeeded(root = process.cwd()) {
  const stampFile = path.join(root, ".next", "labdesk-build-stamp");
  const stamp = sourceStamp(root);
  const built =
    fs.existsSync(path.join(root, ".next", "BUILD_ID")) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, "utf8").trim() === stamp;
  if (built) return;
  console.log("Building the console (first start, or the sources changed)…");
  const before = sourceStamp(root, ["tsconfig.json"]);
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"],
    { stdio: "inherit" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Stamped after the build, since next build may rewrite tsconfig.json; but only when nothing else
  // changed while it ran, or an edit made mid-build would pass for built.
  if (sourceStamp(root, ["tsconfig.json"]) === before) fs.writeFileSync(stampFile, sourceStamp(root));
  else fs.rmSync(stampFile, { force: true });
}

if (require.main === module) buildIfNeeded();
