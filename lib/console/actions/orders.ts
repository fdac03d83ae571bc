"use server";

import { projectAppointment, projectOrder } from "@/lib/console/appointments/project";
import { orderRef } from "@/lib/console/appointments/schemas";
import { guardedAction } from "@/lib/console/guard";
import { serviceClient } from "@/lib/service";

/**
 * Calls off an order before its sample is with the lab; the service cancels its booked draw with
 * it (both written to the board's projection from the service's answers). The service decides whether it is still possible: its refusal (the sample is already at the
 * lab) reaches the person as the service words it, with the request id.
 */
export const cancelOrderAction = guardedAction({
  permission: "orders.cancel",
  action: "orders.cancel",
  schema: orderRef,
  run: async (input) => {
    const client = serviceClient();
    const order = await client.cancelOrder(input.order_id);
    // The board shows the order and its cancelled draw at once, events or not.
    await projectOrder(order);
    if (order.appointmentId !== null) {
      const appointment = await client.getAppointment(order.id).catch(() => null);
      if (appointment) await projectAppointment(appointment);
    }
    return { id: order.id, status: order.status };
  },
  target: (input) => ({ targetType: "order", targetId: input.order_id }),
});
