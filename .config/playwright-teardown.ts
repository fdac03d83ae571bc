import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Removes this run's throw-away data directories (about 250 MB of seeded demo data). */
export default function globalTeardown() {
  for (const name of ["main", "short"]) {
    fs.rmSync(path.join(os.tmpdir(), `labdesk-e2e-${name}-${process.pid}`), { recursive: true, force: true });
  }
}
