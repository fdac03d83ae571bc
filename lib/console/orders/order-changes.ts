import { can, type Role } from "@/lib/console/permissions";
import { FINAL_ORDER_STATUSES } from "@/lib/contract/order-statuses";

/**
 * Which changes a role may offer on an order and its appointment. Buttons follow this; the
 * actions check the permission again and the service has the last word on the state, so an
 * unknown status offers the change and lets the service refuse it with its own reason.
 */
const ENDED_APPOINTMENT = new Set(["cancelled", "completed"]);
/** Order statuses after which the lab tests cannot be called off: the sample is at the lab, or it is over. */
const PAST_CANCELLING = new Set(["sample_with_lab", "completed", "cancelled", "failed"]);

export type AppointmentChanges = { reschedule: boolean; cancel: boolean };

/** For an appointment's status as the service gave it (null: none booked). */
export function appointmentChanges(status: string | null, canReschedule: boolean | null): AppointmentChanges {
  const active = status !== null && !ENDED_APPOINTMENT.has(status);
  return { reschedule: active && canReschedule === true, cancel: active };
}

/**
 * Whether an at-home order may take a new appointment: the order is not over and it has none
 * (never booked, or the last one was cancelled). The board offers booking on such rows and the
 * order page shows the booking step.
 */
export function takesBooking(orderStatus: string, appointmentStatus: string | null): boolean {
  if (FINAL_ORDER_STATUSES.includes(orderStatus)) return false;
  return appointmentStatus === null || appointmentStatus === "cancelled";
}

export type OrderChanges = AppointmentChanges & { cancelOrder: boolean };

export function orderChanges(
  role: Role,
  order: { status: string },
  appointment: { status: string; can_reschedule: boolean } | null,
): OrderChanges {
  const book = can(role, "appointments.book");
  const changes = appointmentChanges(appointment?.status ?? null, appointment?.can_reschedule ?? null);
  return {
    reschedule: book && changes.reschedule,
    cancel: book && changes.cancel,
    cancelOrder: can(role, "orders.cancel") && !PAST_CANCELLING.has(order.status),
  };
}
