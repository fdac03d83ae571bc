import type { NextRequest } from "next/server";
import { withBodyLimit } from "@/lib/console/request-body-limit";
import { consoleDb } from "@/lib/console/store/db";
import { isStoreUnavailable } from "@/lib/console/store/errors";
import { storeServiceEvent } from "@/lib/console/store/service-events";
import { logger } from "@/lib/ops/logger";
import { readServiceEvent } from "@/lib/service/read/service-events";
import { webhookSecret } from "@/lib/webhooks/secret";
import { SIGNATURE_HEADERS, verifyDelivery } from "@/lib/webhooks/signing";
import { processSoon } from "./processor";
import { noteRefusal } from "./refusals";

/**
 * The service's event deliveries. No staff session comes with one: the signature is the guard, and
 * it is checked on the raw body (read up to a small limit) before anything parses it. A verified
 * delivery is stored once under its id and answered at once; the event worker does the rest from
 * the store. A second delivery of the same id (the service retrying, or a replay within the
 * signature's five minutes) is answered the same way and changes nothing.
 */
export const MAX_EVENT_BYTES = 64 * 1024;

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

const REFUSED = answer.bind(null, 401, { detail: "Invalid or missing webhook signature." });

let unconfiguredLogged = false;

const hasSignature = (headers: Headers) =>
  [SIGNATURE_HEADERS.signature, "webhook-signature"].some((name) => headers.has(name));

/**
 * The endpoint's handler, given where its signing secret comes from (tests hand it their own).
 * A delivery without any signature is refused before even the secret is looked up.
 */
export function eventReceiver(secretOf: () => string | null) {
  const receive = async (request: NextRequest): Promise<Response> => {
    const requestId = request.headers.get("x-request-id");
    if (!hasSignature(request.headers)) {
      noteRefusal("missing", requestId);
      return REFUSED();
    }
    const secret = secretOf();
    if (!secret) {
      if (!unconfiguredLogged) {
        unconfiguredLogged = true;
        logger().warn(
          { component: "webhooks" },
          "A service event arrived but SERVICE_WEBHOOK_SECRET is not set: events are not received",
        );
      }
      return answer(503, { detail: "This console does not receive events: SERVICE_WEBHOOK_SECRET is not set." });
    }
    const body = await request.text();
    const verified = verifyDelivery(secret, body, request.headers);
    if (!verified.ok) {
      noteRefusal(verified.reason, requestId);
      return REFUSED();
    }
    let facts;
    try {
      facts = readServiceEvent(JSON.parse(body));
    } catch {
      facts = null;
    }
    if (!facts) {
      // Signed by the service yet not an event: retrying cannot help, but the count shows it.
      noteRefusal("unreadable", requestId);
      return answer(400, { detail: "The body is not an event: it needs event_type and the resource's id in data." });
    }
    let stored: boolean;
    try {
      stored = await storeServiceEvent(await consoleDb(), { id: verified.id, signedAt: verified.signedAt, facts });
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      logger().error({ component: "webhooks", requestId, error: error.message }, "console store unavailable");
      // Not stored, so not acknowledged: the service delivers it again later.
      return answer(503, { detail: "The console's database is unavailable; deliver again later." });
    }
    if (stored) processSoon();
    return answer(200, { received: true, duplicate: !stored });
  };
  const limited = withBodyLimit(receive, MAX_EVENT_BYTES);
  return async (request: NextRequest): Promise<Response> => {
    const response = await limited(request);
    if (response.status === 413) noteRefusal("too_large", request.headers.get("x-request-id"));
    return response;
  };
}

export const receiveServiceEvent = eventReceiver(webhookSecret);
