import * as serializers from "@tryvital/vital-node/serialization";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellationPoint, runAppointmentLifecycleOnce } from "@/lib/embedded-service/jobs/appointment-lifecycle";
import { DRAW_MINUTES } from "@/lib/embedded-service/store/appointments";
import { createServiceClient, type ServiceClient } from "@/lib/service/client";
import { parsed, vitalClient } from "../support/real-shape/sdk-client";
import { startOrderScene, type TestService } from "../support/service-harness";

/**
 * Slot booking over HTTP, through the vendor's SDK as a real client and through the console's own
 * client: availability in the address's zone, book, reschedule, cancel with a reason, and every
 * refusal (unknown, expired and taken keys, a reason that does not exist, a cancelled order,
 * another team's order).
 */
const STEP = 90;
// Monday 2 March 2026, 10:00 in Boston: today's slots from noon are offered.
let clock = new Date("2026-03-02T15:00:00Z");
let svc: TestService;
let vital: ReturnType<typeof vitalClient>;
let client: ServiceClient;
let newOrder: () => Promise<string>;
let orderBody: () => object;
const boston = { first_line: "1 Beacon St", city: "Boston", state: "MA", zip_code: "02108" };
const sdkBoston = { firstLine: "1 Beacon St", city: "Boston", state: "MA", zipCode: "02108" };
const SDK = {
  unrecognizedObjectKeys: "passthrough",
  allowUnrecognizedEnumValues: true,
  allowUnrecognizedUnionMembers: true,
} as const;

beforeAll(async () => {
  const scene = await startOrderScene("booking-patient", { now: () => clock, lifecycleStepSeconds: STEP });
  svc = scene.svc;
  orderBody = scene.realOrderBody;
  newOrder = async () => (await svc.post("/v3/order", orderBody())).json.order.id as string;
  vital = vitalClient(svc.baseUrl, svc.apiKey);
  client = createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey, log: () => {} });
});
afterAll(() => svc.close());

const bostonHour = (iso: string | Date) =>
  Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).format(
      new Date(iso),
    ),
  );
const firstKey = async (startDate?: string) => {
  const day = (await client.appointmentAvailability(boston, startDate)).slots.find((d) => d.slots.length > 0)!;
  return day.slots[0]!;
};
const statusOf = async (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { statusCode?: number; status?: number }) => e.statusCode ?? e.status,
  );

describe("POST /v3/order/phlebotomy/appointment/availability", () => {
  it("offers weekday slots 08:00–17:00 by day in the address's zone, each with a key, in the SDK's shape", async () => {
    const res = await svc.post("/v3/order/phlebotomy/appointment/availability", boston);
    expect(res.status).toBe(200);
    expect(serializers.AppointmentAvailabilitySlots.parse(res.json, SDK).ok).toBe(true);
    const answer = await parsed(vital.labTests.getPhlebotomyAppointmentAvailability({ body: sdkBoston }));
    expect(answer.timezone).toBe("America/New_York");
    expect(answer.slots.map((d) => d.date)).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
    ]);
    // Today: from noon (two hours' notice at 10:00); later days: 08:00 to 16:00 starts.
    expect(answer.slots[0]!.slots.map((s) => bostonHour(s.start))).toEqual([12, 13, 14, 15, 16]);
    expect(answer.slots[1]!.slots.map((s) => bostonHour(s.start))).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    for (const s of answer.slots.flatMap((d) => d.slots)) {
      expect(s.bookingKey).toMatch(/^bk_/);
      expect(s.end.getTime() - s.start.getTime()).toBe(3600_000);
      expect(s.expiresAt!.getTime()).toBeGreaterThan(clock.getTime());
    }
  });

  it("starts at start_date, skipping the weekend, and names a day by the address's own calendar", async () => {
    const la = await client.appointmentAvailability(
      { ...boston, city: "San Francisco", state: "CA", zip_code: "94103" },
      "2026-03-07",
    );
    expect(la.timezone).toBe("America/Los_Angeles");
    expect(la.slots[0]!.date).toBe("2026-03-09");
    const hour = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      hour: "numeric",
      hourCycle: "h23",
    });
    expect(Number(hour.format(new Date(la.slots[0]!.slots[0]!.start)))).toBe(8);
  });

  it("refuses an unknown ZIP and a start date too far ahead with a 422 naming the field", async () => {
    const zip = await svc.post("/v3/order/phlebotomy/appointment/availability", { ...boston, zip_code: "00000" });
    expect(zip.status).toBe(422);
    expect(zip.json.detail[0].loc).toEqual(["body", "zip_code"]);
    const far = await svc.post("/v3/order/phlebotomy/appointment/availability?start_date=2027-03-02", boston);
    expect(far.status).toBe(422);
    expect(far.json.detail[0].loc).toEqual(["query", "start_date"]);
  });
});

describe("an address whose ZIP has no centroid of its own", () => {
  it("gets slots that book: a single building's ZIP (10118) is placed by its prefix in both", async () => {
    const empireState = { first_line: "350 5th Ave", city: "New York", state: "NY", zip_code: "10118" };
    const offered = await client.appointmentAvailability(empireState, "2026-03-03");
    expect(offered.timezone).toBe("America/New_York");
    const slot = offered.slots.find((d) => d.slots.length > 0)!.slots[0]!;
    const orderId = await newOrder();
    const booked = await client.bookAppointment(orderId, slot.booking_key);
    expect(booked).toMatchObject({ status: "confirmed", start_at: slot.start });
    // Placed in midtown Manhattan (the 101 prefix's middle), not at some default point.
    expect(booked.location!.lat).toBeCloseTo(40.76, 1);
    expect(booked.location!.lng).toBeCloseTo(-73.97, 1);
    // A ZIP no state owns is refused before any slot is offered, as before.
    const none = await svc.post("/v3/order/phlebotomy/appointment/availability", { ...empireState, zip_code: "00000" });
    expect(none.status).toBe(422);
  });
});

describe("book and reschedule with a booking key", () => {
  it("books a confirmed appointment in the slot; the key and the slot cannot be taken twice", async () => {
    const orderId = await newOrder();
    const slot = await firstKey("2026-03-03");
    const appt = await parsed(vital.labTests.bookPhlebotomyAppointment(orderId, { bookingKey: slot.booking_key }));
    expect(appt).toMatchObject({
      orderId,
      status: "confirmed",
      eventStatus: "scheduled",
      canReschedule: true,
      ianaTimezone: "America/New_York",
    });
    expect(appt.startAt!.toISOString()).toBe(new Date(slot.start).toISOString());
    expect((await svc.get(`/v3/order/${orderId}`)).json.status).toBe("collecting_sample");

    const other = await newOrder();
    const again = await svc.post(`/v3/order/${other}/phlebotomy/appointment/book`, { booking_key: slot.booking_key });
    expect(again.status).toBe(409);
    expect(again.json.detail).toMatch(/just been booked/);
    // The same slot is no longer offered, and a key issued for it earlier is refused too.
    const offered = (await client.appointmentAvailability(boston, "2026-03-03")).slots[0]!.slots.map((s) => s.start);
    expect(offered).not.toContain(slot.start);
    expect(await statusOf(client.bookAppointment(orderId, (await firstKey("2026-03-03")).booking_key))).toBe(400);
  });

  it("refuses an unknown key and an expired key with a 422 on body.booking_key", async () => {
    const orderId = await newOrder();
    const unknown = await svc.post(`/v3/order/${orderId}/phlebotomy/appointment/book`, { booking_key: "bk_nope" });
    expect(unknown.status).toBe(422);
    expect(unknown.json.detail[0]).toMatchObject({
      loc: ["body", "booking_key"],
      msg: expect.stringMatching(/Unknown booking key/),
    });
    const slot = await firstKey("2026-03-04");
    clock = new Date(clock.getTime() + 16 * 60_000);
    try {
      const expired = await svc.post(`/v3/order/${orderId}/phlebotomy/appointment/book`, {
        booking_key: slot.booking_key,
      });
      expect(expired.status).toBe(422);
      expect(expired.json.detail[0]).toMatchObject({ loc: ["body", "booking_key"], type: "expired" });
      expect(expired.json.detail[0].msg).toMatch(/expired at .*ask for availability again/);
    } finally {
      clock = new Date(clock.getTime() - 16 * 60_000);
    }
    expect((await svc.get(`/v3/order/${orderId}/phlebotomy/appointment`)).status).toBe(404);
  });

  it("reschedules to another slot, gives the old slot back and records the move", async () => {
    const orderId = await newOrder();
    const first = await firstKey("2026-03-05");
    await client.bookAppointment(orderId, first.booking_key);
    const day = (await client.appointmentAvailability(boston, "2026-03-05")).slots[0]!;
    expect(day.slots.map((s) => s.start)).not.toContain(first.start);
    const later = day.slots.at(-1)!;
    const moved = await parsed(
      vital.labTests.reschedulePhlebotomyAppointment(orderId, { bookingKey: later.booking_key }),
    );
    expect(moved.startAt!.toISOString()).toBe(new Date(later.start).toISOString());
    expect(moved.events.map((e) => e.status)).toEqual(["scheduled", "scheduled"]);
    expect(moved.events[1]!.data).toMatchObject({ previous_start_at: first.start, start_at: later.start });
    const offered = (await client.appointmentAvailability(boston, "2026-03-05")).slots[0]!.slots.map((s) => s.start);
    expect(offered).toContain(first.start);
    expect(offered).not.toContain(later.start);
  });

  it("starts the booked draw at its slot, never before, and completes it a draw's length later", async () => {
    const orderId = await newOrder();
    const reason = (await client.cancellationReasons())[0]!.id;
    // The simulated provider cancels about one booking in ten, chosen by id: book until one runs to completion.
    let slot = await firstKey("2026-03-06");
    let booked = await client.bookAppointment(orderId, slot.booking_key);
    for (let i = 0; i < 20 && cancellationPoint(booked.id) !== null; i++) {
      await client.cancelAppointment(orderId, { cancellation_reason_id: reason });
      slot = await firstKey("2026-03-06");
      booked = await client.bookAppointment(orderId, slot.booking_key);
    }
    expect(cancellationPoint(booked.id)).toBeNull();
    const deps = { db: svc.db, now: () => clock, lifecycleStepSeconds: STEP };
    const statusAt = async (ms: number) => {
      clock = new Date(ms);
      runAppointmentLifecycleOnce(deps);
      return (await client.getAppointment(orderId)).status;
    };
    const saved = clock;
    const start = Date.parse(slot.start);
    try {
      expect(await statusAt(start - 1000)).toBe("confirmed");
      expect(await statusAt(start)).toBe("in_progress");
      expect(await statusAt(start + DRAW_MINUTES * 60_000 - 1000)).toBe("in_progress");
      expect(await statusAt(start + DRAW_MINUTES * 60_000)).toBe("completed");
      expect((await svc.get(`/v3/order/${orderId}`)).json.status).toBe("sample_with_lab");
    } finally {
      clock = saved;
    }
  });
});

describe("PATCH /v3/order/{order_id}/phlebotomy/appointment/cancel", () => {
  it("lists the reasons in the SDK's shape", async () => {
    const reasons = await parsed(vital.labTests.getPhlebotomyAppointmentCancellationReason());
    expect(reasons.length).toBeGreaterThanOrEqual(3);
    expect(reasons.every((r) => r.id && r.name && typeof r.isRefundable === "boolean")).toBe(true);
  });

  it("cancels with a listed reason and notes; a reason that does not exist is a 422", async () => {
    const orderId = await newOrder();
    await client.bookAppointment(orderId, (await firstKey("2026-03-03")).booking_key);
    const bad = await svc.patch(`/v3/order/${orderId}/phlebotomy/appointment/cancel`, {
      cancellation_reason_id: "no-such-reason",
    });
    expect(bad.status).toBe(422);
    expect(bad.json.detail[0]).toMatchObject({
      loc: ["body", "cancellation_reason_id"],
      msg: expect.stringMatching(/Unknown cancellation reason/),
    });
    const reason = (await client.cancellationReasons())[0]!;
    const cancelled = await parsed(
      vital.labTests.cancelPhlebotomyAppointment(orderId, {
        cancellationReasonId: reason.id,
        notes: "Patient travelling",
      }),
    );
    expect(cancelled).toMatchObject({ status: "cancelled", eventStatus: "cancelled", canReschedule: false });
    expect(cancelled.events.at(-1)!.data).toMatchObject({
      cancellation_reason: reason.name,
      notes: "Patient travelling",
    });
    expect((await svc.get(`/v3/order/${orderId}`)).json.status).toBe("received");
    // Nothing left to cancel or move; a new booking is allowed.
    expect(await statusOf(client.cancelAppointment(orderId, { cancellation_reason_id: reason.id }))).toBe(400);
    expect(await statusOf(client.rescheduleAppointment(orderId, (await firstKey("2026-03-03")).booking_key))).toBe(400);
    expect((await client.bookAppointment(orderId, (await firstKey("2026-03-03")).booking_key)).status).toBe(
      "confirmed",
    );
    // The order's history names the cancelled draw as the real service does; it was ordered once.
    expect((await svc.get(`/v3/order/${orderId}`)).json.events.map((e: { status: string }) => e.status)).toEqual([
      "received.at_home_phlebotomy.ordered",
      "collecting_sample.at_home_phlebotomy.appointment_pending",
      "collecting_sample.at_home_phlebotomy.appointment_cancelled",
      "collecting_sample.at_home_phlebotomy.appointment_pending",
    ]);
  });
});

describe("cancelled orders and other teams", () => {
  it("a cancelled order cannot book, reschedule or cancel its appointment", async () => {
    const orderId = await newOrder();
    await client.bookAppointment(orderId, (await firstKey("2026-03-04")).booking_key);
    await client.cancelOrder(orderId);
    const key = (await firstKey("2026-03-04")).booking_key;
    const book = await svc.post(`/v3/order/${orderId}/phlebotomy/appointment/book`, { booking_key: key });
    expect(book.status).toBe(400);
    expect(book.json.detail).toMatch(/is cancelled/);
    expect(
      (await svc.patch(`/v3/order/${orderId}/phlebotomy/appointment/reschedule`, { booking_key: key })).status,
    ).toBe(400);
    const reason = (await client.cancellationReasons())[0]!.id;
    expect(
      (await svc.patch(`/v3/order/${orderId}/phlebotomy/appointment/cancel`, { cancellation_reason_id: reason }))
        .status,
    ).toBe(400);
  });

  it("another team's order is a 404, and its own booking keys are unknown to another team", async () => {
    const orderId = await newOrder();
    const key = (await firstKey("2026-03-05")).booking_key;
    const other = svc.otherTeam().apiKey;
    const asOther = { key: other };
    expect(
      (await svc.post(`/v3/order/${orderId}/phlebotomy/appointment/book`, { booking_key: key }, asOther)).status,
    ).toBe(404);
    expect(
      (await svc.patch(`/v3/order/${orderId}/phlebotomy/appointment/reschedule`, { booking_key: key }, asOther)).status,
    ).toBe(404);
    const reason = (await client.cancellationReasons())[0]!.id;
    expect(
      (
        await svc.patch(
          `/v3/order/${orderId}/phlebotomy/appointment/cancel`,
          { cancellation_reason_id: reason },
          asOther,
        )
      ).status,
    ).toBe(404);
    // The other team books its own order with this team's key: unknown to it.
    const otherUser = (await svc.post("/v2/user/", { client_user_id: "other-booking" }, asOther)).json.user_id;
    const otherOrder = (await svc.post("/v3/order", { ...orderBody(), user_id: otherUser }, asOther)).json.order.id;
    const foreign = await svc.post(
      `/v3/order/${otherOrder}/phlebotomy/appointment/book`,
      { booking_key: key },
      asOther,
    );
    expect(foreign.status).toBe(422);
    expect(foreign.json.detail[0].msg).toMatch(/Unknown booking key/);
    const sdkOther = vitalClient(svc.baseUrl, other);
    expect(await statusOf(sdkOther.labTests.bookPhlebotomyAppointment(orderId, { bookingKey: key }))).toBe(404);
  });
});
