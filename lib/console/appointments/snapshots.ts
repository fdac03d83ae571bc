import type { OrderFacts, OrderEventState } from "@/lib/console/store/order-event-states";
import type { AppointmentView } from "@/lib/service/read/appointments";
import type { OrderView } from "@/lib/service/read/orders";

/**
 * An order or appointment read from the service, as the facts an event about it would carry: the
 * same time (the order's `updated_at`, else its newest history entry; the appointment's newest
 * history entry) and history length, and the same summary fields. A read of a state an event has
 * already told of is then neither newer nor older than it, and the projection's one rule decides
 * between reads and events. Pure, unit-tested.
 */

const iso = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
};

const newest = (times: readonly string[]): string | null =>
  times.reduce<string | null>((best, raw) => {
    const t = iso(raw);
    return t && (!best || t > best) ? t : best;
  }, null);

export function orderSnapshot(order: OrderView): OrderFacts {
  return {
    eventType: "labtest.order.updated",
    orderId: order.id,
    userId: order.userId,
    appointmentId: null,
    occurredAt: iso(order.updatedAt) ?? newest(order.events.map((e) => e.createdAt)),
    sequence: order.events.length,
    summary: {
      status: order.status,
      // The reader's "unknown" is its own word for a method the service did not name.
      collection_method: order.collectionMethod === "unknown" ? null : order.collectionMethod,
      created_at: iso(order.createdAt),
      lab_slug: order.lab?.slug ?? null,
      lab_name: order.lab?.name ?? null,
      lab_test: order.labTest?.name ?? null,
      test_count: order.labTestIds.length || null,
    },
  };
}

/** `readAt` stands for the time when the service kept no history: such a read is only written when it differs. */
export function appointmentSnapshot(appointment: AppointmentView, readAt: string): OrderFacts {
  const lastEvent = appointment.events.at(-1) ?? null;
  return {
    eventType: "labtest.appointment.updated",
    orderId: appointment.order_id,
    userId: appointment.user_id,
    appointmentId: appointment.id,
    occurredAt: newest(appointment.events.map((e) => e.created_at)) ?? readAt,
    sequence: appointment.events.length,
    checkedAt: readAt,
    summary: {
      status: appointment.status,
      event_status: appointment.event_status,
      provider: appointment.provider,
      start_at: iso(appointment.start_at),
      end_at: iso(appointment.end_at),
      iana_timezone: appointment.iana_timezone,
      can_reschedule: appointment.can_reschedule,
      last_event: lastEvent?.status ?? null,
    },
  };
}

type Mark = { at: string | null; sequence: number | null };

/** The projection's rule in the open: a later time, or the same time with a longer history. */
export function isNewer(facts: Pick<OrderFacts, "occurredAt" | "sequence">, current: Mark): boolean {
  if (current.at === null) return true;
  if (facts.occurredAt === null) return false;
  const [a, b] = [Date.parse(facts.occurredAt), Date.parse(current.at)];
  return a > b || (a === b && facts.sequence > (current.sequence ?? -1));
}

/** Whether a read of the order says something the projected row does not have yet. */
export function orderMoved(facts: OrderFacts, row: OrderEventState | undefined): boolean {
  if (!row) return true;
  return isNewer(facts, { at: row.orderAt, sequence: row.orderSequence }) || row.collectionMethod === null;
}

/** Whether a read of the appointment shows anything a board would show differently. */
export function appointmentMoved(facts: OrderFacts, row: OrderEventState | undefined): boolean {
  if (!row || row.appointmentStatus === null) return true;
  const s = facts.summary;
  const differs =
    row.appointmentId !== facts.appointmentId ||
    row.appointmentStatus !== s.status ||
    row.appointmentEventStatus !== s.event_status ||
    row.appointmentStartAt !== s.start_at ||
    row.appointmentEndAt !== s.end_at ||
    row.appointmentProvider !== s.provider ||
    row.appointmentTimeZone !== s.iana_timezone ||
    row.appointmentCanReschedule !== s.can_reschedule ||
    row.appointmentLastEvent !== s.last_event;
  // Without a history the read's time is only when it was read: newer every time, so not a sign of change.
  const hasHistory = facts.sequence > 0;
  return differs || (hasHistory && isNewer(facts, { at: row.appointmentAt, sequence: row.appointmentSequence }));
}
