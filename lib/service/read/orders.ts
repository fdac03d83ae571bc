import type { createOrderResponse, order, orderList } from "@/lib/contract/orders";
import * as z from "zod";
import { addressReader, optionalField, optionalList, readsAnswer } from "./common";
import { labTestReader } from "./labs";

/**
 * Lab orders in the form the embedded service used to send (top-level `collection_method`,
 * `lab`, `order_set`, a short `lab_test`, `zip_code`) or the real service's (`ClientFacingOrder`:
 * `details` keyed by `type`, a full `lab_test`, `zip` + `country`, compound event statuses,
 * `status` optional). An order needs its id, user and creation time; the rest may be missing.
 */
/**
 * "received.at_home_phlebotomy.ordered" → top level "received", method "at_home_phlebotomy", step
 * "ordered"; a plain status is its own top level. The words a person reads for them are the
 * console's (lib/console/orders/order-status.ts), not the reader's.
 */
export function readOrderStatus(raw: string) {
  const parts = raw.split(".");
  const compound = parts.length >= 3;
  const topLevel = compound ? parts[0]! : raw;
  const method = compound ? parts[1]! : null;
  const step = compound ? parts.slice(2).join(".") : null;
  return { raw, topLevel, method, step };
}

const eventReader = z
  .object({ id: optionalField(z.number()), created_at: z.string(), status: z.string() })
  .transform((e) => ({ id: e.id, createdAt: e.created_at, ...readOrderStatus(e.status) }));
export type OrderEventView = z.output<typeof eventReader>;

const patientReader = z.object({ first_name: optionalField(z.string()), last_name: optionalField(z.string()) });
const detailsReader = z.object({
  type: optionalField(z.string()),
  // Kept raw: whether `appointment_id` is null (no appointment) or absent (not said) matters.
  data: optionalField(z.object({ appointment_id: z.string().nullish() }).loose()),
});
const shortLab = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const orderReader = readsAnswer<typeof order>()(
  z
    .object({
      id: z.string(),
      user_id: z.string(),
      status: optionalField(z.string()),
      details: optionalField(detailsReader),
      lab_test: optionalField(labTestReader),
      collection_method: optionalField(z.string()),
      lab: optionalField(shortLab),
      order_set: optionalField(z.object({ lab_test_ids: z.array(z.string()) })),
      patient_details: optionalField(patientReader),
      patient_address: optionalField(addressReader),
      events: optionalList(eventReader),
      has_abn: optionalField(z.boolean()),
      sample_id: optionalField(z.string()),
      notes: optionalField(z.string()),
      created_at: z.string(),
      updated_at: optionalField(z.string()),
    })
    .transform((o) => {
      const data = o.details?.data;
      const lastEvent = o.events.at(-1);
      const names = [o.patient_details?.first_name, o.patient_details?.last_name].filter(Boolean).join(" ");
      const labTest = o.lab_test;
      return {
        id: o.id,
        userId: o.user_id,
        /** Top-level status; from the last event when the service left it out, else "unknown". */
        status: o.status ?? lastEvent?.topLevel ?? "unknown",
        collectionMethod: o.details?.type ?? labTest?.method ?? o.collection_method ?? "unknown",
        labTest,
        labTestIds: o.order_set?.lab_test_ids ?? (labTest ? [labTest.id] : []),
        lab: labTest?.lab ? { id: labTest.lab.id, slug: labTest.lab.slug, name: labTest.lab.name } : o.lab,
        patientName: names || null,
        patientAddress: o.patient_address,
        /** A string: booked; null: the order says there is none; undefined: the order does not say. */
        appointmentId: data ? (data.appointment_id === undefined ? undefined : data.appointment_id) : undefined,
        events: o.events,
        hasAbn: o.has_abn,
        sampleId: o.sample_id,
        notes: o.notes,
        createdAt: o.created_at,
        updatedAt: o.updated_at,
      };
    }),
);
export type OrderView = z.output<typeof orderReader>;

export const orderListReader = readsAnswer<typeof orderList>()(
  z
    .object({
      orders: z.array(orderReader),
      total: optionalField(z.number().int()),
      page: optionalField(z.number().int()),
      size: optionalField(z.number().int()),
    })
    // total, page and size are optional in the real service: null when not sent.
    .transform((l) => ({ orders: l.orders, total: l.total, page: l.page, size: l.size })),
);

/**
 * POST /v3/order answers `{order, status, message}` (the real service) or, from older services,
 * the bare order. Unwrapped first, so a missing field is named at its path inside the order.
 */
export const createdOrderReader = readsAnswer<typeof createOrderResponse>()(
  z.preprocess(
    (v) => (v && typeof v === "object" && !Array.isArray(v) && "order" in v ? (v as { order: unknown }).order : v),
    orderReader,
  ),
);
