import { eq } from "drizzle-orm";
import type { LabEvent, LabEventType } from "@/lib/contract/service-events";
import type { ServiceDb } from "../db/client";
import { appointments, orders, users } from "../db/schema";
import { appointmentById } from "./appointments";
import { orderResults } from "./lab-results";
import { toOrders } from "./order-answer";
import { enqueueEvent, webhookEndpointOf } from "./webhook-outbox";

/**
 * The lab-testing events the service sends when an order, its at-home appointment or its results
 * change, built inside the change's own transaction from the rows as they now are, in the shapes
 * the real service sends (`ClientFacingOrderChanged`, `ClientFacingAppointmentChanged`,
 * `ClientFacingCriticalResultIdentified`). Nothing is built for a team without an endpoint.
 */
type Tx = Parameters<Parameters<ServiceDb["transaction"]>[0]>[0] | ServiceDb;

// The readers are written against the database handle; inside a transaction the transaction is
// the same connection and answers the same calls, uncommitted changes included.
const asDb = (tx: Tx) => tx as unknown as ServiceDb;

function clientUserIdOf(tx: Tx, userId: string): string {
  return tx.select({ c: users.clientUserId }).from(users).where(eq(users.id, userId)).get()?.c ?? "";
}

function send(
  tx: Tx,
  teamId: string,
  event: Omit<LabEvent, "client_user_id" | "team_id">,
  orderId: string,
  at: string,
) {
  const full = { ...event, team_id: teamId, client_user_id: clientUserIdOf(tx, event.user_id) } as LabEvent;
  enqueueEvent(tx, teamId, full, orderId, at);
}

/** `labtest.order.created` or `.updated`, with the order as it now is. */
export function emitOrderEvent(
  tx: Tx,
  orderId: string,
  type: Extract<LabEventType, `labtest.order.${string}`>,
  at: string,
) {
  const row = tx.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!row || !webhookEndpointOf(tx, row.teamId)) return;
  const order = toOrders(asDb(tx), [row])[0]!;
  send(tx, row.teamId, { event_type: type, user_id: order.user_id, data: order }, orderId, at);
}

/** `labtest.appointment.created` for its first step, `.updated` for every later one. */
export function emitAppointmentEvent(tx: Tx, appointmentId: string, at: string) {
  const row = tx
    .select({ teamId: appointments.teamId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .get();
  if (!row || !webhookEndpointOf(tx, row.teamId)) return;
  const appointment = appointmentById(tx, appointmentId)!;
  const type = appointment.events.length <= 1 ? "labtest.appointment.created" : "labtest.appointment.updated";
  send(tx, row.teamId, { event_type: type, user_id: appointment.user_id, data: appointment }, appointment.order_id, at);
}

/**
 * `labtest.result.critical` when a completed order's results hold a critical value. The real
 * service sends it once the lab has called the ordering physician; here, as the results come in.
 */
export function emitCriticalResult(tx: Tx, orderId: string, now: Date) {
  const row = tx.select({ teamId: orders.teamId }).from(orders).where(eq(orders.id, orderId)).get();
  if (!row || !webhookEndpointOf(tx, row.teamId)) return;
  const { metadata } = orderResults(asDb(tx), row.teamId, orderId, now);
  if (metadata.interpretation !== "critical") return;
  const userId = metadata.patient_id ?? "";
  const data = {
    order_id: orderId,
    sample_id: metadata.specimen_number,
    status: metadata.status ?? "final",
    interpretation: "critical",
    team_id: row.teamId,
    user_id: userId,
    created_at: metadata.date_reported,
    updated_at: metadata.date_reported,
  };
  send(tx, row.teamId, { event_type: "labtest.result.critical", user_id: userId, data }, orderId, now.toISOString());
}
