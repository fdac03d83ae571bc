import { and, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { MAX_RESEND_ORDERS, type ResendEventsBody, type ResendEventsResponse } from "@/lib/contract/service-events";
import type { ServiceDb } from "../db/client";
import { appointments, orders } from "../db/schema";
import { badRequest } from "../errors";
import { emitAppointmentEvent, emitCriticalResult, emitOrderEvent } from "./lab-events";
import { webhookEndpointOf } from "./webhook-outbox";

/**
 * POST /v3/order/resend_events: the events of the given orders (the team's; others are skipped),
 * or of the team's orders changed in a window (newest first, at most MAX_RESEND_ORDERS), sent
 * again as they now stand: the order, its current appointment, and a critical result if its
 * results hold one. Each is a new delivery with a new id. Answers the orders it sent.
 */
export function resendOrderEvents(
  db: ServiceDb,
  teamId: string,
  body: ResendEventsBody,
  now: Date,
): ResendEventsResponse {
  if (!webhookEndpointOf(db, teamId)) throw badRequest("The team has no webhook endpoint to send events to");
  const where = body.order_ids
    ? and(eq(orders.teamId, teamId), inArray(orders.id, body.order_ids))
    : and(
        eq(orders.teamId, teamId),
        gte(orders.updatedAt, new Date(body.start_at!).toISOString()),
        lte(orders.updatedAt, (body.end_at ? new Date(body.end_at) : now).toISOString()),
      );
  const found = db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.updatedAt))
    .limit(MAX_RESEND_ORDERS)
    .all();
  const at = now.toISOString();
  db.transaction((tx) => {
    for (const order of found) {
      emitOrderEvent(tx, order.id, "labtest.order.updated", at);
      const current = tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.orderId, order.id))
        .orderBy(desc(appointments.active), desc(appointments.createdAt))
        .limit(1)
        .get();
      if (current) emitAppointmentEvent(tx, current.id, at);
      if (order.status === "completed") emitCriticalResult(tx, order.id, now);
    }
  });
  return { order_ids: found.map((o) => o.id) };
}
