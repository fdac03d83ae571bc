import { receiveServiceEvent } from "@/lib/console/events/receive";

/**
 * The service's event deliveries (webhooks). Public: no staff session comes with one; the
 * delivery's signature is its guard, checked before its body is read as JSON.
 */
export const dynamic = "force-dynamic";

export const POST = receiveServiceEvent;
