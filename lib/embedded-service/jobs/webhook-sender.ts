import { randomUUID } from "node:crypto";
import { logger } from "@/lib/ops/logger";
import { signedHeaders } from "@/lib/webhooks/signing";
import type { ServiceDeps } from "../context";
import { claimDueDeliveries, recordAttempt, webhookEndpointOf, type OutboxRow } from "../store/webhook-outbox";

/**
 * Delivers the outbox's events to each team's endpoint as the real service's Svix does: a POST of
 * the event's JSON signed with the endpoint's secret (`svix-id`, `svix-timestamp`,
 * `svix-signature`), any 2xx answer counting as delivered; anything else, or no answer within the
 * timeout, is tried again on the retry schedule (webhook-outbox.ts), the same id each time.
 */
type Deps = Pick<ServiceDeps, "db" | "now">;
export type Post = (url: string, init: RequestInit) => Promise<Response>;

/** Svix gives an endpoint 15 seconds to answer. */
const ATTEMPT_TIMEOUT_MS = 15_000;

async function attempt(deps: Deps, row: OutboxRow, post: Post) {
  const endpoint = webhookEndpointOf(deps.db, row.teamId);
  if (!endpoint) return { ok: false, status: null, error: "The team has no webhook endpoint" };
  const headers = {
    "content-type": "application/json",
    // Signed at the moment it leaves, by the wall clock the receiver checks it against (the
    // service's own clock only schedules attempts; tests move that one).
    ...signedHeaders(endpoint.secret, row.id, new Date(), row.payload),
  };
  try {
    const res = await post(endpoint.url, {
      method: "POST",
      headers,
      body: row.payload,
      redirect: "manual",
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    // Read to the end (an endpoint answers a few bytes), so the connection ends as a whole exchange.
    await res.text().catch(() => "");
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, error: ok ? null : `The endpoint answered ${res.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, status: null, error: cause ?? (error instanceof Error ? error.message : String(error)) };
  }
}

/**
 * One pass: claims the deliveries due now and attempts each in turn (so one order's events leave
 * in the order they happened); returns how many were delivered.
 */
export async function runWebhookSenderOnce(deps: Deps, sender: string, post: Post = fetch): Promise<number> {
  let delivered = 0;
  for (const row of claimDueDeliveries(deps.db, sender, deps.now())) {
    const outcome = await attempt(deps, row, post);
    recordAttempt(deps.db, row, sender, outcome, deps.now());
    if (outcome.ok) delivered++;
    else
      logger().warn(
        {
          component: "webhook-sender",
          delivery: row.id,
          type: row.eventType,
          attempt: row.attempts + 1,
          error: outcome.error,
        },
        "event delivery failed",
      );
  }
  return delivered;
}

/** Polls the outbox on an unref'd timer (it never keeps the process alive); returns stop. */
export function startWebhookSender(
  deps: Deps,
  pollMs = 500,
  sender = `sender:${process.pid}:${randomUUID().slice(0, 8)}`,
) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    runWebhookSenderOnce(deps, sender)
      .catch((err: unknown) => {
        logger().error(
          { component: "webhook-sender", error: err instanceof Error ? err.message : String(err) },
          "pass failed",
        );
      })
      .finally(() => (busy = false));
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
