import fs from "node:fs";
import { AUTH_SECRET_SENTINEL, PHI_SENTINELS, leaksIn, readPlanted } from "../tests/e2e/support/leak-sentinels";
import { E2E_SERVICE_KEY, e2eDataDir, serverLogOf } from "../tests/e2e/support/servers";

/**
 * After the whole run: the servers' logs (every line they wrote while the specs ran) must hold no
 * secret, no token planted by the leak crawler and none of the planted patient's details. Then the
 * throw-away data directories (about 250 MB of seeded demo data) are removed.
 */
export default function globalTeardown() {
  const found: string[] = [];
  const sentinels: Record<string, string> = {
    "team key": E2E_SERVICE_KEY,
    "auth secret": AUTH_SECRET_SENTINEL,
    ...readPlanted(),
    ...Object.fromEntries(
      Object.entries(PHI_SENTINELS).flatMap(([kind, values]) => values.map((v, i) => [`patient ${kind} #${i + 1}`, v])),
    ),
  };
  // The three consoles, the standalone service behind the fault proxy and the OIDC provider
  // (playwright.config.ts).
  for (const name of ["main", "short", "remote", "remote-service", "oidc"]) {
    const dir = e2eDataDir(name);
    const log = serverLogOf(name);
    // A missing log would make the scan pass for nothing: the servers always start (config webServer).
    if (!fs.existsSync(log)) found.push(`no log at ${log} to scan`);
    else
      found.push(
        ...leaksIn(fs.readFileSync(log, "utf8"), sentinels).map((what) => `${what} in the ${name} server's log`),
      );
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (found.length) throw new Error(`Server log check failed: ${found.join(", ")}`);
}
