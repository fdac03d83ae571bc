import { readOrCreateSecret } from "@/lib/data-dir/secret-file";
import { env } from "@/lib/env";
import { newWebhookSecret } from "./signing";

// Read once per data directory: every delivery asks for it.
const generated = new Map<string, string>();

/**
 * The secret the service's event deliveries are signed with: SERVICE_WEBHOOK_SECRET (the signing
 * secret of the console's endpoint at the service), or, with the embedded service, one generated
 * once and kept (mode 600) in the data directory, which the embedded service signs with and the
 * console checks with, so events work with no setup. Null against a remote service without one:
 * nothing can be verified, so nothing is received.
 */
export function webhookSecret(): string | null {
  const e = env();
  if (e.SERVICE_WEBHOOK_SECRET) return e.SERVICE_WEBHOOK_SECRET;
  if (e.SERVICE_BASE_URL) return null;
  let secret = generated.get(e.DATA_DIR);
  if (secret === undefined) {
    secret = readOrCreateSecret(e.DATA_DIR, "webhook-secret", newWebhookSecret);
    generated.set(e.DATA_DIR, secret);
  }
  return secret;
}
