import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";

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
  const file = path.join(e.DATA_DIR, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(e.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
