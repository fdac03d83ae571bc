"use server";

import { SLOT_GONE_MESSAGE, isSlotGone } from "@/lib/console/appointments/booking-errors";
import { rescheduleInput } from "@/lib/console/appointments/schemas";
import { cancelAppointmentInput, toCancelRequest } from "@/lib/console/appointments/schemas";
import { projectAppointment } from "@/lib/console/appointments/project";
import { clearValue } from "@/lib/console/audit/record";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { consoleDb } from "@/lib/console/store/db";
import { rememberAppointment } from "@/lib/console/orders/seen-appointments";
import { serviceClient } from "@/lib/service";
import type { AppointmentView } from "@/lib/service/read/appointments";
import * as z from "zod";

/**
 * Changes to a booked at-home draw: moving it to another slot, cancelling it for one of the
 * service's reasons, and the list of those reasons. Each guards itself and is audited under its
 * own name; any refusal of the service (the draw has started, a completed draw) is shown as the
 * service words it, with the request id.
 */

const orderTarget = (input: { order_id: string }) => ({ targetType: "order", targetId: input.order_id });
const summary = (a: AppointmentView) => ({
  id: a.id,
  status: a.status,
  startAt: a.start_at,
  endAt: a.end_at,
  timeZone: a.iana_timezone,
});

export const rescheduleAppointmentAction = guardedAction({
  permission: "appointments.book",
  action: "appointments.reschedule",
  schema: rescheduleInput,
  run: async (input) => {
    try {
      const moved = await serviceClient().rescheduleAppointment(input.order_id, input.booking_key);
      await projectAppointment(moved);
      return summary(moved);
    } catch (error) {
      if (isSlotGone(error))
        throw new ActionRefusal(SLOT_GONE_MESSAGE, { detail: "slot no longer available", extra: { slotGone: "true" } });
      throw error;
    }
  },
  target: orderTarget,
  changes: (input) => ({ slot_start: input.slot_start, booking_key: "set" }),
});

/**
 * The audit records the reason as the service words it (an id means nothing to a reader), looked
 * up in the service's list beside the cancel; if that list cannot be read, the id is kept instead,
 * and the cancel itself does not depend on it. Notes may describe the patient, so the audit
 * records only whether there were any.
 */
export const cancelAppointmentAction = guardedAction({
  permission: "appointments.book",
  action: "appointments.cancel",
  schema: cancelAppointmentInput,
  run: async (input) => {
    const client = serviceClient();
    const [cancelled, reasons] = await Promise.all([
      client.cancelAppointment(input.order_id, toCancelRequest(input)),
      client.cancellationReasons().catch(() => []),
    ]);
    // Kept with its reason: a new booking replaces it at the service, and the order page still shows it.
    await rememberAppointment(await consoleDb(), cancelled);
    await projectAppointment(cancelled);
    const reason = reasons.find((r) => r.id === input.cancellation_reason_id)?.name ?? null;
    return { ...summary(cancelled), reason };
  },
  target: orderTarget,
  changes: (input, result) => ({
    ...(result.reason
      ? { reason: clearValue(result.reason) }
      : { cancellation_reason_id: input.cancellation_reason_id }),
    notes: input.notes?.trim() ? "set" : "empty",
  }),
});

/** The service's reasons, for the cancel dialog; no patient data, so a successful read is not audited. */
export const listCancellationReasonsAction = guardedAction({
  permission: "appointments.book",
  action: "appointments.cancellation_reasons",
  schema: z.object({}),
  quietRead: true,
  run: async () => (await serviceClient().cancellationReasons()).map((r) => ({ id: r.id, name: r.name })),
});
