"use server";

import { orderRef } from "@/lib/console/appointments/schemas";
import { guardedAction } from "@/lib/console/guard";
import { serviceClient } from "@/lib/service";

/**
 * Calls off an order before its sample is with the lab; the service cancels its booked draw with
 * it. The service decides whether it is still possible: its refusal (the sample is already at the
 * lab) reaches the person as the service words it, with the request id.
 */
export const cancelOrderAction = guardedAction({
  permission: "orders.cancel",
  action: "orders.cancel",
  schema: orderRef,
  run: async (input) => {
    const order = await serviceClient().cancelOrder(input.order_id);
    return { id: order.id, status: order.status };
  },
  target: (input) => ({ targetType: "order", targetId: input.order_id }),
});
