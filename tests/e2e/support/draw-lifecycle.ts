import path from "node:path";
import { and, eq } from "drizzle-orm";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { appointments } from "@/lib/embedded-service/db/schema";
import { APPOINTMENT_STEPS, appendAppointmentEvent } from "@/lib/embedded-service/store/appointments";
import { setOrderStatus } from "@/lib/embedded-service/store/orders";
import { e2eDataDir } from "./servers";

/**
 * The embedded service's lifecycle, driven deliberately for one order: its booked draw starts and
 * completes, then the lab reports (the order completes). The simulated provider would do the same
 * steps at the slot's times, days away, and cancels about one draw in ten; this takes each step
 * now, in the main console's own service database, through the service's own writes, so the
 * service queues and sends each step's events exactly as it does for its own lifecycle.
 */
export function completeDrawAndReport(orderId: string) {
  const db = openServiceDb(path.join(e2eDataDir("main"), "service.db"));
  try {
    db.transaction((tx) => {
      const row = tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.orderId, orderId), eq(appointments.active, true)))
        .get();
      if (!row) throw new Error(`order ${orderId} has no booked draw`);
      let at = Date.now();
      for (const next of ["in_progress", "completed"] as const) {
        const step = APPOINTMENT_STEPS[next];
        const when = new Date((at += 1000)).toISOString();
        tx.update(appointments)
          .set({ status: next, eventStatus: step.eventStatus, canReschedule: false, nextStepAt: null })
          .where(eq(appointments.id, row.id))
          .run();
        appendAppointmentEvent(tx, row.id, step.eventStatus, when, { status: next });
        setOrderStatus(tx, orderId, step.orderStatus, when);
      }
      setOrderStatus(tx, orderId, "completed", new Date(at + 1000).toISOString());
    });
  } finally {
    db.$client.close();
  }
}
