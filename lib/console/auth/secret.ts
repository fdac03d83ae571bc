import { randomBytes } from "node:crypto";
import { readOrCreateSecret } from "@/lib/data-dir/secret-file";
import { env } from "@/lib/env";

// Auth.js reads its config on every request: the file is read once per data directory, not each time.
const generated = new Map<string, string>();

/**
 * The secret that signs session cookies: AUTH_SECRET, or — on a demo machine running the embedded
 * service — one generated once and kept (mode 600) in the data directory. A production console in
 * front of a real service must be given one.
 */
export function authSecret(): string {
  const e = env();
  if (e.AUTH_SECRET) return e.AUTH_SECRET;
  if (e.NODE_ENV === "production" && e.SERVICE_BASE_URL) {
    throw new Error("Invalid environment variable AUTH_SECRET: required in production with a remote service");
  }
  let secret = generated.get(e.DATA_DIR);
  if (secret === undefined) {
    secret = readOrCreateSecret(e.DATA_DIR, "auth-secret", () => randomBytes(32).toString("base64url"));
    generated.set(e.DATA_DIR, secret);
  }
  return secret;
}
