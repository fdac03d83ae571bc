import fs from "node:fs";
import path from "node:path";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "./private-files";

/**
 * A secret kept in the data directory: read when it exists, else made once and written with mode
 * 600 so only the server's user can read it. Used for generated keys and secrets in demo mode.
 */
export function readOrCreateSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  ensurePrivateDir(dataDir);
  const secret = make();
  fs.writeFileSync(file, secret + "\n", { mode: PRIVATE_FILE_MODE });
  return secret;
}
