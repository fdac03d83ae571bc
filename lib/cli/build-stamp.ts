import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "next.config.ts",
  "instrumentation.ts",
  "proxy.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

/**
 * A fingerprint of everything a production build depends on: path, size and mtime of each file.
 * `except` leaves files out (next build may rewrite tsconfig.json itself).
 */
export function sourceStamp(root: string, except: string[] = []): string {
  const hash = createHash("sha256");
  const visit = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const s of SOURCES.filter((name) => !except.includes(name))) visit(path.join(root, s));
  return hash.digest("hex");
}
