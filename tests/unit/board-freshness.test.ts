import { describe, expect, it } from "vitest";
import { boardFreshness, STALE_AFTER_MS } from "@/lib/console/appointments/freshness";
import {
  appointmentMoved,
  appointmentSnapshot,
  isNewer,
  orderMoved,
  orderSnapshot,
} from "@/lib/console/appointments/snapshots";
import type { OrderEventState } from "@/lib/console/store/order-event-states";
import type { AppointmentView } from "@/lib/service/read/appointments";
import { orderReader } from "@/lib/service/read/orders";

/**
 * Reads of the service as the facts an event would carry, the projection's newer-than rule in
 * the open, and the board's freshness line: pure pieces of the board's projection.
 */
const now = new Date("2026-03-01T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("the board's freshness", () => {
  it("counts from the newer of the last pass and the last event", () => {
    expect(
      boardFreshness({ syncedAt: ago(40_000), eventsAt: ago(5000), lastError: null, lastErrorRequestId: null }, now),
    ).toEqual({ ageMs: 5000, catchingUp: false, problem: null });
    expect(
      boardFreshness({ syncedAt: ago(40_000), eventsAt: null, lastError: null, lastErrorRequestId: null }, now).ageMs,
    ).toBe(40_000);
  });

  it("is catching up before any pass, and once passes stop completing, with the last failure then", () => {
    expect(boardFreshness(null, now)).toEqual({ ageMs: null, catchingUp: true, problem: null });
    const stale = { syncedAt: ago(STALE_AFTER_MS + 1000), eventsAt: ago(1000), lastErrorRequestId: "req-9" };
    expect(boardFreshness({ ...stale, lastError: "The service did not answer." }, now)).toEqual({
      ageMs: 1000,
      catchingUp: true,
      problem: { message: "The service did not answer.", requestId: "req-9" },
    });
    // One failed pass while the board is still fresh is not a problem to show.
    expect(
      boardFreshness({ syncedAt: ago(70_000), eventsAt: null, lastError: "x", lastErrorRequestId: "req-9" }, now)
        .problem,
    ).toBeNull();
  });
});

const order = orderReader.parse({
  id: "o1",
  user_id: "u1",
  status: "collecting_sample",
  details: { type: "at_home_phlebotomy", data: { appointment_id: "a1" } },
  patient_details: { first_name: "Testa", last_name: "Orderly" },
  events: [
    { id: 1, created_at: "2026-03-01T09:00:00Z", status: "received.at_home_phlebotomy.ordered" },
    { id: 2, created_at: "2026-03-01T10:00:00Z", status: "collecting_sample.at_home_phlebotomy.appointment_pending" },
  ],
  created_at: "2026-03-01T09:00:00Z",
  updated_at: "2026-03-01T10:00:00+00:00",
});

const appointment = (events: { created_at: string; status: string }[]) =>
  ({
    id: "a1",
    order_id: "o1",
    user_id: "u1",
    status: "confirmed",
    event_status: "scheduled",
    provider: "getlabs",
    start_at: "2026-03-02T15:00:00Z",
    end_at: null,
    iana_timezone: "America/Chicago",
    can_reschedule: true,
    events: events.map((e) => ({ ...e, data: null })),
  }) as unknown as AppointmentView;

const row = (over: Partial<OrderEventState>): OrderEventState =>
  ({
    orderId: "o1",
    orderAt: "2026-03-01T10:00:00.000Z",
    orderSequence: 2,
    collectionMethod: "at_home_phlebotomy",
    appointmentId: "a1",
    appointmentStatus: "confirmed",
    appointmentEventStatus: "scheduled",
    appointmentStartAt: "2026-03-02T15:00:00.000Z",
    appointmentEndAt: null,
    appointmentProvider: "getlabs",
    appointmentTimeZone: "America/Chicago",
    appointmentCanReschedule: true,
    appointmentLastEvent: "scheduled",
    appointmentAt: "2026-03-01T10:30:00.000Z",
    appointmentSequence: 2,
    ...over,
  }) as OrderEventState;

describe("a read of the service as the facts of an event", () => {
  it("carries the order's time, history length and summary, in the form the event reader keeps, and no name", () => {
    const facts = orderSnapshot(order);
    expect(facts).toMatchObject({
      eventType: "labtest.order.updated",
      orderId: "o1",
      occurredAt: "2026-03-01T10:00:00.000Z",
      sequence: 2,
      summary: {
        status: "collecting_sample",
        collection_method: "at_home_phlebotomy",
        created_at: "2026-03-01T09:00:00.000Z",
      },
    });
    expect(JSON.stringify(facts)).not.toMatch(/Testa|Orderly/);
  });

  it("writes an order only when the read is newer than the row, or the row lacks the board's columns", () => {
    const facts = orderSnapshot(order);
    expect(orderMoved(facts, undefined)).toBe(true);
    expect(orderMoved(facts, row({}))).toBe(false);
    expect(orderMoved(facts, row({ orderSequence: 1 }))).toBe(true);
    expect(orderMoved(facts, row({ orderAt: "2026-03-01T11:00:00.000Z", orderSequence: 5 }))).toBe(false);
    expect(orderMoved(facts, row({ collectionMethod: null }))).toBe(true);
  });

  it("writes an appointment when anything the board shows differs, or its history grew", () => {
    const history = [
      { created_at: "2026-03-01T10:00:00Z", status: "pending" },
      { created_at: "2026-03-01T10:30:00Z", status: "scheduled" },
    ];
    const facts = appointmentSnapshot(appointment(history), now.toISOString());
    expect(facts).toMatchObject({ occurredAt: "2026-03-01T10:30:00.000Z", sequence: 2, checkedAt: now.toISOString() });
    expect(appointmentMoved(facts, row({}))).toBe(false);
    expect(appointmentMoved(facts, row({ appointmentStartAt: "2026-03-02T16:00:00.000Z" }))).toBe(true);
    expect(appointmentMoved(facts, row({ appointmentSequence: 1 }))).toBe(true);
    expect(appointmentMoved(facts, row({ appointmentStatus: null }))).toBe(true);
    // A service that keeps no history: the read's time is only when it was read, so only a difference counts.
    const bare = appointmentSnapshot(appointment([]), now.toISOString());
    expect(bare.occurredAt).toBe(now.toISOString());
    expect(appointmentMoved(bare, row({ appointmentLastEvent: null }))).toBe(false);
    expect(appointmentMoved(bare, row({ appointmentLastEvent: null, appointmentStatus: "pending" }))).toBe(true);
  });

  it("compares by time, then by history length", () => {
    const t = "2026-03-01T10:00:00.000Z";
    expect(isNewer({ occurredAt: t, sequence: 1 }, { at: null, sequence: null })).toBe(true);
    expect(isNewer({ occurredAt: null, sequence: 9 }, { at: t, sequence: 1 })).toBe(false);
    expect(isNewer({ occurredAt: t, sequence: 2 }, { at: t, sequence: 1 })).toBe(true);
    expect(isNewer({ occurredAt: t, sequence: 1 }, { at: t, sequence: 1 })).toBe(false);
    expect(isNewer({ occurredAt: "2026-03-01T09:59:59.000Z", sequence: 9 }, { at: t, sequence: 1 })).toBe(false);
  });
});
