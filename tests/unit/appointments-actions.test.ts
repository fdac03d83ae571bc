import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  boardRowsAction,
  bookAppointmentAction,
  findSlotsAction,
  refreshBoardAction,
  trackOrderByIdAction,
} from "@/lib/console/actions/appointments";
import { reconcileBoardOnce } from "@/lib/console/appointments/reconcile";
import type { Role } from "@/lib/console/permissions";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { createStaff } from "@/lib/console/store/staff";
import { findTrackedOrder } from "@/lib/console/store/tracked-orders";
import { labs, labTests } from "@/lib/embedded-service/db/schema";
import { CANCELLATION_REASONS } from "@/lib/embedded-service/store/cancellation-reasons";
import { createServiceClient } from "@/lib/service/client";
import { useServiceClient } from "@/lib/service";
import { tempConsoleDb } from "../support/console-store";
import { patientDetails, startTestService, type TestService } from "../support/service-harness";

/**
 * The appointment actions against a real embedded service over HTTP and a real console store:
 * slots and booking by slot (once, even when retried; a slot gone meanwhile), tracking, and the
 * board's per-role view, which shows this console's own changes at once. Only the session is
 * stubbed (there is no browser here).
 */
const who = vi.hoisted(() => ({ role: "ops" as Role, id: "" }));
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({
    "x-request-id": "appointments-test",
    "x-forwarded-for": "127.0.0.1",
  }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff(who.role, who.id) };
});

let svc: TestService;
let userId: string;
const db = tempConsoleDb();
const address = {
  first_line: "1 Beacon St",
  second_line: "",
  city: "Boston",
  state: "MA",
  zip_code: "02108",
  unit: "4B",
  access_notes: "",
};

async function newOrder(collection_method = "at_home_phlebotomy") {
  const res = await svc.post("/v3/order", {
    user_id: userId,
    patient_details: {
      first_name: "Ada",
      last_name: "Lovelace",
      dob: "1970-12-10",
      gender: "female",
      phone_number: "+15555550101",
      email: "ada@example.com",
    },
    patient_address: { first_line: "1 Beacon St", city: "Boston", state: "MA", zip_code: "02108" },
    order_set: { lab_test_ids: ["fx-a-1"] },
    collection_method,
  });
  expect(res.status).toBe(200);
  return res.json.order.id as string;
}

type Slot = { booking_key: string; start: string; end: string };

/** A reconciliation pass, as the console runs one every minute. */
async function catchUp() {
  const client = createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey });
  const result = await reconcileBoardOnce({ db, client, holder: "test", liveRecheckMs: 0 });
  expect(result.outcome).toBe("done");
}

/** The first open slot at the address, asked of the service directly (not through the action under test). */
async function openSlot(): Promise<Slot> {
  const res = await svc.post("/v3/order/phlebotomy/appointment/availability", { ...address, second_line: null });
  const day = (res.json.slots as { slots: Slot[] }[]).find((d) => d.slots.length > 0)!;
  return day.slots[0]!;
}

const booking = (orderId: string, slot: Slot) => ({
  order_id: orderId,
  idempotency_key: randomUUID(),
  booking_key: slot.booking_key,
  slot_start: slot.start,
  slot_end: slot.end,
});

beforeAll(async () => {
  svc = await startTestService();
  svc.db.insert(labs).values({ id: 9301, slug: "fixture_lab_a", name: "Fixture Lab A" }).onConflictDoNothing().run();
  svc.db
    .insert(labTests)
    .values({
      id: "fx-a-1",
      labId: 9301,
      slug: "cbc",
      name: "CBC",
      sampleType: "whole_blood",
      method: "at_home_phlebotomy",
      price: 20,
      markers: [],
    })
    .onConflictDoNothing()
    .run();
  userId = (await svc.post("/v2/user/", { client_user_id: "appt-patient" })).json.user_id;
  useConsoleDb(db);
  useServiceClient(createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey }));
  who.id = (await createStaff(db, { email: "ops@test.local", name: "Ops", role: "ops", passwordHash: null })).id;
});
afterAll(() => svc.close());

describe("findSlotsAction and bookAppointmentAction", () => {
  it("finds slots at the typed address, books one confirmed, tracks the order and audits both", async () => {
    const orderId = await newOrder();
    const found = await findSlotsAction({ order_id: orderId, address });
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.data.timezone).toBe("America/New_York");
    const slot = found.data.days.find((d) => d.slots.length > 0)!.slots[0]!;
    const result = await bookAppointmentAction(booking(orderId, slot));
    expect(result).toMatchObject({ ok: true, data: { status: "confirmed", orderId, timeZone: "America/New_York" } });
    expect(result.ok && Date.parse(result.data.startAt!)).toBe(Date.parse(slot.start));
    expect(await findTrackedOrder(db, orderId)).toMatchObject({ orderId, userId, addedByStaffId: who.id });
    for (const action of ["appointments.availability", "appointments.book"]) {
      const records = (await queryAudit(db, { action, targetId: orderId }, { limit: 10 })).rows;
      expect(
        records.some((r) => r.outcome === "ok"),
        action,
      ).toBe(true);
    }
  });

  it("lets a care coordinator book the draw of an order that has none, but not look for slots to move one", async () => {
    who.role = "care_coordinator";
    try {
      const orderId = await newOrder();
      const found = await findSlotsAction({ order_id: orderId, address });
      expect(found.ok).toBe(true);
      if (!found.ok) return;
      const slot = found.data.days.find((d) => d.slots.length > 0)!.slots[0]!;
      expect((await bookAppointmentAction(booking(orderId, slot))).ok).toBe(true);
      // Moving a booked draw stays with ops: its slot search (no address) is refused and audited.
      const move = await findSlotsAction({ order_id: orderId });
      expect(move).toMatchObject({ ok: false, message: "Your role does not allow this." });
      const [record] = (await queryAudit(db, { action: "appointments.availability", targetId: orderId }, { limit: 1 }))
        .rows;
      expect(record).toMatchObject({ outcome: "denied", detail: "forbidden: needs appointments.book" });
    } finally {
      who.role = "ops";
    }
  });

  it("answers a retried submit (same key) with the same appointment, and books nothing more", async () => {
    const orderId = await newOrder();
    const input = booking(orderId, await openSlot());
    const [first, second] = await Promise.all([bookAppointmentAction(input), bookAppointmentAction(input)]);
    const third = await bookAppointmentAction(input);
    expect(first.ok && second.ok && third.ok).toBe(true);
    const ids = [first, second, third].map((r) => (r.ok ? r.data.id : null));
    expect(new Set(ids).size).toBe(1);
  });

  it("takes a slot an earlier attempt already booked (its answer lost) as this booking", async () => {
    const orderId = await newOrder();
    const slot = await openSlot();
    const earlier = await svc.post(`/v3/order/${orderId}/phlebotomy/appointment/book`, {
      booking_key: slot.booking_key,
    });
    expect(earlier.status).toBe(200);
    const result = await bookAppointmentAction(booking(orderId, slot));
    expect(result).toMatchObject({ ok: true, data: { id: earlier.json.id } });
  });

  it("refuses a second booking (another form) with a clear message naming the current status", async () => {
    const orderId = await newOrder();
    expect((await bookAppointmentAction(booking(orderId, await openSlot()))).ok).toBe(true);
    const again = await bookAppointmentAction(booking(orderId, await openSlot()));
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(again.message).toContain("This order already has an appointment (status confirmed)");
    expect(again.extra).toMatchObject({ orderId, appointmentStatus: "confirmed" });
  });

  it("says a slot taken meanwhile is gone, keeping what was sent, so the form offers fresh slots", async () => {
    const [mine, theirs] = [await newOrder(), await newOrder()];
    const slot = await openSlot();
    expect(
      (await svc.post(`/v3/order/${theirs}/phlebotomy/appointment/book`, { booking_key: slot.booking_key })).status,
    ).toBe(200);
    const result = await bookAppointmentAction(booking(mine, slot));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/no longer available/);
    expect(result.extra).toEqual({ slotGone: "true" });
    expect(result.values).toMatchObject({ booking_key: slot.booking_key });
  });

  it("shows the service's refusal for an order that is not at home", async () => {
    const orderId = await newOrder("walk_in_test");
    const result = await bookAppointmentAction(booking(orderId, await openSlot()));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/request id/);
  });

  it("asks for the current appointment's address to reschedule, and refuses when there is none", async () => {
    const orderId = await newOrder();
    const none = await findSlotsAction({ order_id: orderId });
    expect(none.ok || none.message).toMatch(/no booked appointment to move/);
    await bookAppointmentAction(booking(orderId, await openSlot()));
    const found = await findSlotsAction({ order_id: orderId });
    expect(found.ok && found.data.days.length).toBeGreaterThan(0);
  });
});

describe("tracking and the board", () => {
  it("tracks at-home orders by id, and refuses others and unknown ids", async () => {
    const atHome = await newOrder();
    expect(await trackOrderByIdAction({ order_id: atHome })).toMatchObject({ ok: true, data: { orderId: atHome } });
    const walkIn = await newOrder("walk_in_test");
    const refused = await trackOrderByIdAction({ order_id: walkIn });
    expect(refused.ok || refused.fieldErrors?.order_id).toMatch(/at-home orders only/);
    const unknown = await trackOrderByIdAction({ order_id: randomUUID() });
    expect(unknown.ok || unknown.fieldErrors?.order_id).toBe("No order with this id");
    expect((await findTrackedOrder(db, atHome))?.orderId).toBe(atHome);
  });

  it("shows a booking on the board at once, from the service's answer; names only for roles that see PHI", async () => {
    await svc.patch(`/v2/user/${userId}/info`, patientDetails("Ada", "Lovelace"));
    // The board labels rows from the user index, which a catch-up with the service fills.
    await catchUp();
    const booked = await newOrder();
    await bookAppointmentAction(booking(booked, await openSlot()));
    const walkIn = await newOrder("walk_in_test");
    who.role = "ops";
    const ops = await refreshBoardAction({});
    expect(ops.ok).toBe(true);
    if (!ops.ok) return;
    const row = ops.data.rows.find((r) => r.orderId === booked);
    expect(row).toMatchObject({
      status: "confirmed",
      eventStatus: "scheduled",
      provider: "getlabs",
      clientUserId: "appt-patient",
      patientName: null,
      tracked: true,
    });
    expect(ops.data.rows.some((r) => r.orderId === walkIn)).toBe(false);
    expect(JSON.stringify(ops.data)).not.toContain("Lovelace");
    who.role = "admin";
    const admin = await refreshBoardAction({});
    expect(admin.ok && admin.data.rows.find((r) => r.orderId === booked)?.patientName).toBe("Ada Lovelace");
    const rows = await boardRowsAction({ order_ids: [booked, walkIn] });
    expect(rows.ok && rows.data.rows.map((r) => [r.orderId, r.patientName])).toEqual([[booked, "Ada Lovelace"]]);
    who.role = "ops";
  });

  it("marks a tracked order whose status moved since the board last showed it", async () => {
    const orderId = await newOrder();
    await bookAppointmentAction(booking(orderId, await openSlot()));
    const first = await refreshBoardAction({});
    expect(first.ok && first.data.changed).not.toContain(orderId);
    // Changed at the service by someone else: cancelled there; the next catch-up brings it.
    const cancelled = await svc.patch(`/v3/order/${orderId}/phlebotomy/appointment/cancel`, {
      cancellation_reason_id: CANCELLATION_REASONS[0]!.id,
    });
    expect(cancelled.status).toBe(200);
    await catchUp();
    const second = await refreshBoardAction({});
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.data.rows.find((r) => r.orderId === orderId)?.status).toBe("cancelled");
    expect(second.data.changed).toContain(orderId);
    const third = await refreshBoardAction({});
    expect(third.ok && third.data.changed).not.toContain(orderId);
  });

  it("puts an order tracked by id on the board at once, with its appointment", async () => {
    const orderId = await newOrder();
    const slot = await openSlot();
    // Booked elsewhere: nothing of it in this console yet.
    expect(
      (await svc.post(`/v3/order/${orderId}/phlebotomy/appointment/book`, { booking_key: slot.booking_key })).status,
    ).toBe(200);
    expect((await trackOrderByIdAction({ order_id: orderId })).ok).toBe(true);
    const result = await refreshBoardAction({});
    expect(result.ok && result.data.rows.find((r) => r.orderId === orderId)).toMatchObject({
      tracked: true,
      status: "confirmed",
    });
  });
});
