"use server";

import { resendOrderSchema } from "@/lib/console/events/schemas";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { isHttpStatus } from "@/lib/console/loaded";
import { serviceClient } from "@/lib/service";

/*
 * Asking the service to send an order's events again (its order, appointment and critical-result
 * events as they now stand), for when the console missed them. Admins only; audited with the order.
 */
export const resendOrderEventsAction = guardedAction({
  permission: "events.manage",
  action: "events.resend",
  schema: resendOrderSchema,
  target: (input) => ({ targetType: "order", targetId: input.order_id }),
  run: async (input) => {
    let sent: string[];
    try {
      sent = (await serviceClient().resendOrderEvents({ order_ids: [input.order_id] })).order_ids;
    } catch (error) {
      if (!isHttpStatus(error, 400)) throw error;
      throw new ActionRefusal(
        "The service has no endpoint to send this team's events to. Register this console's endpoint at the service, then try again.",
        { detail: "no webhook endpoint at the service" },
      );
    }
    if (!sent.includes(input.order_id)) {
      throw new ActionRefusal("The service does not know this order. Check the order id and try again.", {
        detail: "unknown order",
        fieldErrors: { order_id: "The service has no order with this id. Check it against the order's page." },
      });
    }
    return { orderId: input.order_id };
  },
});
