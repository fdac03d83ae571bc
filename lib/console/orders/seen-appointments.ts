import { eq } from "drizzle-orm";
import { recordOf } from "@/lib/console/orders/appointment-record";
import type { AppointmentView } from "@/lib/service/read/appointments";
import type { ConsoleDb } from "@/lib/console/store/db";

/**
 * The console's memory of appointments (schema: seen_appointments). Written whenever the console
 * reads or changes one, so an appointment the service later replaces can still be shown.
 */
export async function rememberAppointment(db: ConsoleDb, appointment: AppointmentView, now = new Date()) {
  const { seenAppointments } = db.tables;
  const row = {
    appointmentId: appointment.id,
    orderId: appointment.order_id,
    snapshot: JSON.stringify(recordOf(appointment)),
    seenAt: now.toISOString(),
  };
  await db.orm
    .insert(seenAppointments)
    .values(row)
    .onConflictDoUpdate({
      target: seenAppointments.appointmentId,
      set: { snapshot: row.snapshot, seenAt: row.seenAt },
    });
}

/** Every remembered appointment of an order, as stored (appointment-record.ts reads them). */
export async function rememberedAppointments(db: ConsoleDb, orderId: string): Promise<string[]> {
  const { seenAppointments } = db.tables;
  const rows = await db.orm
    .select({ snapshot: seenAppointments.snapshot })
    .from(seenAppointments)
    .where(eq(seenAppointments.orderId, orderId));
  return rows.map((r) => r.snapshot);
}
