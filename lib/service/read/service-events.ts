import type { order } from "@/lib/contract/orders";
import type { phlebotomyAppointment } from "@/lib/contract/phlebotomy";
import type { criticalResult, resendEventsResponse } from "@/lib/contract/service-events";
import * as z from "zod";
import { optionalField, optionalList, readsAnswer } from "./common";
import { readOrderStatus } from "./orders";

/**
 * The service's event deliveries, read tolerantly into what the console keeps of them: the kind,
 * the order, appointment and user it is about, the event's own time and history length (which
 * order events that arrive out of order), and a summary of statuses and times. The summary is
 * built field by field, so nothing that names, reaches or locates a patient (patient details,
 * addresses, coordinates, notes, event data) is ever kept, whatever the payload carries. An event
 * type the console does not know is kept with its ids, as sent.
 */
const text = optionalField(z.string());
const iso = optionalField(
  z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)))
    .transform((v) => new Date(v).toISOString()),
);
const stamp = z.object({ created_at: z.string(), status: optionalField(z.string()) });

const orderData = readsAnswer<typeof order>()(
  z.object({
    id: z.string(),
    user_id: text,
    status: text,
    events: optionalList(stamp),
    details: optionalField(z.object({ type: text }).loose()),
    lab_test: optionalField(
      z.object({ name: text, slug: text, lab: optionalField(z.object({ slug: text, name: text }).loose()) }).loose(),
    ),
    order_set: optionalField(z.object({ lab_test_ids: optionalList(z.string()) }).loose()),
    sample_id: text,
    created_at: iso,
    updated_at: iso,
  }),
);

const appointmentData = readsAnswer<typeof phlebotomyAppointment>()(
  z.object({
    id: z.string(),
    order_id: text,
    user_id: text,
    status: text,
    event_status: text,
    provider: text,
    type: text,
    start_at: iso,
    end_at: iso,
    iana_timezone: text,
    can_reschedule: optionalField(z.boolean()),
    events: optionalList(stamp),
  }),
);

const criticalData = readsAnswer<typeof criticalResult>()(
  z.object({
    order_id: z.string(),
    user_id: text,
    sample_id: text,
    status: text,
    interpretation: text,
    created_at: iso,
    updated_at: iso,
  }),
);

const looseIds = z.object({ id: text, order_id: text, user_id: text }).loose();

export const envelopeReader = z.object({
  event_type: z.string().min(1),
  user_id: text,
  client_user_id: text,
  team_id: text,
  data: z.unknown(),
});

export type EventFacts = {
  type: string;
  orderId: string | null;
  appointmentId: string | null;
  userId: string | null;
  /** The event's own time (ISO), or null when its data carries none. */
  occurredAt: string | null;
  /** How many history entries the resource had: among events of one instant, the longer history is newer. */
  sequence: number;
  summary: Record<string, string | number | boolean | null>;
};

const newest = (events: { created_at: string }[]) =>
  events
    .map((e) => Date.parse(e.created_at))
    .filter((t) => !Number.isNaN(t))
    .reduce<number | null>((a, b) => (a === null || b > a ? b : a), null);

function orderFacts(type: string, data: z.output<typeof orderData>, userId: string | null): EventFacts {
  const last = data.events.at(-1)?.status ?? null;
  const lastAt = newest(data.events);
  return {
    type,
    orderId: data.id,
    appointmentId: null,
    userId: data.user_id ?? userId,
    occurredAt: data.updated_at ?? (lastAt === null ? null : new Date(lastAt).toISOString()),
    sequence: data.events.length,
    summary: {
      status: data.status ?? (last ? readOrderStatus(last).topLevel : null),
      step: last,
      collection_method: data.details?.type ?? null,
      lab_test: data.lab_test?.name ?? data.lab_test?.slug ?? null,
      lab_slug: data.lab_test?.lab?.slug ?? null,
      lab_name: data.lab_test?.lab?.name ?? null,
      // The real service names the first test only; this service's order_set names them all.
      test_count: data.order_set?.lab_test_ids.length || (data.lab_test ? 1 : null),
      sample_id: data.sample_id,
      created_at: data.created_at,
    },
  };
}

function appointmentFacts(type: string, data: z.output<typeof appointmentData>, userId: string | null): EventFacts {
  const lastAt = newest(data.events);
  return {
    type,
    orderId: data.order_id,
    appointmentId: data.id,
    userId: data.user_id ?? userId,
    occurredAt: lastAt === null ? null : new Date(lastAt).toISOString(),
    sequence: data.events.length,
    summary: {
      status: data.status,
      event_status: data.event_status,
      provider: data.provider,
      type: data.type,
      start_at: data.start_at,
      end_at: data.end_at,
      iana_timezone: data.iana_timezone,
      can_reschedule: data.can_reschedule,
      last_event: data.events.at(-1)?.status ?? null,
    },
  };
}

function criticalFacts(type: string, data: z.output<typeof criticalData>, userId: string | null): EventFacts {
  return {
    type,
    orderId: data.order_id,
    appointmentId: null,
    userId: data.user_id ?? userId,
    occurredAt: data.updated_at ?? data.created_at,
    sequence: 0,
    summary: { status: data.status, interpretation: data.interpretation, sample_id: data.sample_id },
  };
}

/**
 * What one delivery says, or null when its body is not an event at all (no `event_type`), or a
 * known kind's data lacks its resource's id.
 */
export function readServiceEvent(body: unknown): EventFacts | null {
  const envelope = envelopeReader.safeParse(body);
  if (!envelope.success) return null;
  const { event_type: type, user_id: userId, data } = envelope.data;
  const read = <S extends z.ZodType>(schema: S) => schema.safeParse(data);
  if (type.startsWith("labtest.order.")) {
    const parsed = read(orderData);
    return parsed.success ? orderFacts(type, parsed.data, userId) : null;
  }
  if (type.startsWith("labtest.appointment.")) {
    const parsed = read(appointmentData);
    return parsed.success ? appointmentFacts(type, parsed.data, userId) : null;
  }
  if (type === "labtest.result.critical") {
    const parsed = read(criticalData);
    return parsed.success ? criticalFacts(type, parsed.data, userId) : null;
  }
  const ids = read(looseIds);
  return {
    type,
    orderId: ids.success ? ids.data.order_id : null,
    appointmentId: null,
    userId: (ids.success ? ids.data.user_id : null) ?? userId,
    occurredAt: null,
    sequence: 0,
    summary: {},
  };
}

/** POST /v3/order/resend_events's answer: the orders whose events were sent again. */
export const resendEventsReader = readsAnswer<typeof resendEventsResponse>()(
  z.object({ order_ids: optionalList(z.string()) }),
);
