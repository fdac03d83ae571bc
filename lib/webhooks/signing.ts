import { randomBytes } from "node:crypto";
import { Webhook, WebhookVerificationError } from "standardwebhooks";

/**
 * Signing and checking the service's event deliveries with the Standard Webhooks library (the
 * scheme Svix signs with): an HMAC-SHA256 over `<id>.<timestamp>.<body>`, keyed by a `whsec_…`
 * secret. The real service sends the three values as `svix-id`, `svix-timestamp` and
 * `svix-signature`; the library reads the same values under `webhook-*` names, which are accepted
 * too. A delivery older or newer than five minutes is refused by the library, so a captured one
 * cannot be played back later; within those minutes its id is what makes it a duplicate.
 */
/** Where a console receives the service's events. */
export const CONSOLE_WEBHOOK_PATH = "/webhooks/service";

export const SIGNATURE_HEADERS = { id: "svix-id", timestamp: "svix-timestamp", signature: "svix-signature" } as const;

/** A new signing secret in the form Svix hands out: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/** Whether the library accepts a value as a signing secret (base64, with or without `whsec_`). */
export function isWebhookSecret(value: string): boolean {
  try {
    new Webhook(value);
    return /^(whsec_)?[A-Za-z0-9+/]+={0,2}$/.test(value);
  } catch {
    return false;
  }
}

/** The headers a delivery of `body` carries: its id, the time it was signed, and the signature. */
export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  return {
    [SIGNATURE_HEADERS.id]: id,
    [SIGNATURE_HEADERS.timestamp]: String(Math.floor(at.getTime() / 1000)),
    [SIGNATURE_HEADERS.signature]: new Webhook(secret).sign(id, at, body),
  };
}

export type Verified = { ok: true; id: string; signedAt: Date };
export type Unverified = { ok: false; reason: "missing" | "stale" | "signature" };

const first = (headers: Headers, names: string[]) =>
  names.map((n) => headers.get(n)).find((v): v is string => v !== null && v !== "") ?? null;

/**
 * Checks a delivery's signature on its raw body, before anything reads the body. Never throws:
 * the answer says whether the headers were missing, the timestamp outside the tolerance, or the
 * signature wrong.
 */
export function verifyDelivery(secret: string, body: string, headers: Headers): Verified | Unverified {
  const id = first(headers, [SIGNATURE_HEADERS.id, "webhook-id"]);
  const timestamp = first(headers, [SIGNATURE_HEADERS.timestamp, "webhook-timestamp"]);
  const signature = first(headers, [SIGNATURE_HEADERS.signature, "webhook-signature"]);
  if (!id || !timestamp || !signature) return { ok: false, reason: "missing" };
  try {
    new Webhook(secret).verify(
      body,
      { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": signature },
      { jsonParse: false },
    );
  } catch (error) {
    if (error instanceof WebhookVerificationError && /timestamp too (old|new)/i.test(error.message)) {
      return { ok: false, reason: "stale" };
    }
    return { ok: false, reason: "signature" };
  }
  return { ok: true, id, signedAt: new Date(Number(timestamp) * 1000) };
}
