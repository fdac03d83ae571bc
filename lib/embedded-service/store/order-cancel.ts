import type { CreateOrderResponse } from "@/lib/contract/orders";
import type { ServiceDb } from "../db/client";
import { badRequest } from "../errors";
import { markCancelled } from "./appointment-changes";
import { activeRow } from "./appointments";
import { getOrder, requireOrderRow, setOrderStatus } from "./orders";

/** Statuses in which the sample has not reached the lab yet, so the order can still be called off. */
const CANCELLABLE = new Set(["received", "collecting_sample"]);

/**
 * Cancels an order before its sample is with the lab, and with it the order's active appointment.
 * Answers `{order, status, message}` like the real service.
 */
export function cancelOrder(db: ServiceDb, teamId: string, orderId: string, now: Date): CreateOrderResponse {
  const at = now.toISOString();
  // Checked inside the transaction: the lifecycle simulator may move the sample to the lab meanwhile.
  db.transaction((tx) => {
    const order = requireOrderRow(tx, teamId, orderId);
    if (order.status === "cancelled") throw badRequest(`Order ${orderId} is already cancelled`);
    if (!CANCELLABLE.has(order.status)) {
      throw badRequest(
        `Order ${orderId} is ${order.status}: an order can only be cancelled before its sample is with the lab`,
      );
    }
    const active = activeRow(tx, orderId);
    if (active) markCancelled(tx, active, { cancellation_reason: "The order was cancelled" }, at);
    setOrderStatus(tx, orderId, "cancelled", at);
  });
  return { order: getOrder(db, teamId, orderId), status: "success", message: "Order cancelled" };
}
