import "server-only";
import { consoleDb } from "@/lib/console/store/db";
import { projectOrderFacts } from "@/lib/console/store/order-event-states";
import { logger } from "@/lib/ops/logger";
import type { AppointmentView } from "@/lib/service/read/appointments";
import type { OrderView } from "@/lib/service/read/orders";
import { boardProjectionChanged } from "./board-watch";
import { appointmentSnapshot, orderSnapshot } from "./snapshots";

/**
 * What this console just changed at the service (a booking, a move, a cancellation, an order
 * tracked or cancelled), written to the board's projection from the service's own answer, so the
 * board shows it at once whether or not the service's event comes (a remote service may send
 * none). By the projection's rule, like any read: the event, when it arrives, changes nothing more.
 * Never fails the change itself: the next event or reconciliation pass writes it anyway.
 */
async function quietly(kind: string, write: () => Promise<boolean>): Promise<void> {
  try {
    if (await write()) boardProjectionChanged();
  } catch (error) {
    logger().warn(
      { component: "board-sync", kind, error: error instanceof Error ? error.name : "unknown error" },
      "could not write a change to the board's projection; the next pass will",
    );
  }
}

export function projectOrder(order: OrderView): Promise<void> {
  return quietly("order", async () => projectOrderFacts(await consoleDb(), orderSnapshot(order)));
}

export function projectAppointment(appointment: AppointmentView): Promise<void> {
  return quietly("appointment", async () =>
    projectOrderFacts(await consoleDb(), appointmentSnapshot(appointment, new Date().toISOString())),
  );
}
