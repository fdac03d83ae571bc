import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  cancelAppointmentAction,
  listCancellationReasonsAction,
  rescheduleAppointmentAction,
} from "@/lib/console/actions/appointment-changes";
import { bookAppointmentAction } from "@/lib/console/actions/appointments";
import { cancelOrderAction } from "@/lib/console/actions/orders";
import type { Role } from "@/lib/console/permissions";
import { queryAudit } from "@/lib/console/audit/store";
import { useConsoleDb } from "@/lib/console/store/db";
import { createStaff } from "@/lib/console/store/staff";
import { setOrderStatus } from "@/lib/embedded-service/store/orders";
import { useServiceClient } from "@/lib/service";
import { createServiceClient } from "@/lib/service/client";
import { tempConsoleDb } from "../support/console-store";
import { startOrderScene, type TestService } from "../support/service-harness";

/**
 * Moving, cancelling and calling off, against a real embedded service over HTTP and a real console
 * store: each change lands at the service, shows in the appointment's events, is audited under
 * its own name, and a refusal of the service reaches the person with its reason and request id.
 */
const who = vi.hoisted(() => ({ role: "ops" as Role, id: "" }));
vi.mock("next/headers", async () =>
  (await import("../support/fake-session")).fakeNextHeaders({
    "x-request-id": "changes-test",
    "x-forwarded-for": "127.0.0.1",
  }),
);
vi.mock("@/lib/console/auth/current-staff", async () => {
  const { fakeStaff } = await import("../support/fake-session");
  return { currentStaff: async () => fakeStaff(who.role, who.id) };
});

type Slot = { booking_key: string; start: string; end: string };
let svc: TestService;
let newOrder: () => Promise<string>;
const db = tempConsoleDb();
const boston = { first_line: "1 Beacon St", second_line: null, city: "Boston", state: "MA", zip_code: "02108" };

async function openSlots(): Promise<Slot[]> {
  const res = await svc.post("/v3/order/phlebotomy/appointment/availability", boston);
  return (res.json.slots as { slots: Slot[] }[]).flatMap((d) => d.slots);
}
const chosen = (orderId: string, slot: Slot) => ({
  order_id: orderId,
  booking_key: slot.booking_key,
  slot_start: slot.start,
  slot_end: slot.end,
});
async function bookedOrder() {
  const orderId = await newOrder();
  const [slot] = await openSlots();
  const booked = await bookAppointmentAction({ ...chosen(orderId, slot!), idempotency_key: randomUUID() });
  expect(booked.ok).toBe(true);
  return { orderId, slot: slot! };
}
const audited = async (action: string, orderId: string) =>
  (await queryAudit(db, { action, targetId: orderId }, { limit: 5 })).rows[0];

beforeAll(async () => {
  const scene = await startOrderScene("changes-patient");
  svc = scene.svc;
  newOrder = async () => (await svc.post("/v3/order", scene.realOrderBody())).json.order.id as string;
  useConsoleDb(db);
  useServiceClient(createServiceClient({ baseUrl: svc.baseUrl, apiKey: svc.apiKey }));
  who.id = (await createStaff(db, { email: "ops@changes.local", name: "Ops", role: "ops", passwordHash: null })).id;
});
afterAll(() => svc.close());

describe("rescheduleAppointmentAction", () => {
  it("moves the draw to the chosen slot; the event names the slot it left; audited", async () => {
    const { orderId, slot } = await bookedOrder();
    const [next] = await openSlots();
    const result = await rescheduleAppointmentAction(chosen(orderId, next!));
    expect(result).toMatchObject({ ok: true, data: { status: "confirmed" } });
    expect(result.ok && Date.parse(result.data.startAt!)).toBe(Date.parse(next!.start));
    const appointment = (await svc.get(`/v3/order/${orderId}/phlebotomy/appointment`)).json;
    expect(Date.parse(appointment.events.at(-1).data.previous_start_at)).toBe(Date.parse(slot.start));
    expect(await audited("appointments.reschedule", orderId)).toMatchObject({ outcome: "ok" });
  });

  it("says a slot taken meanwhile is gone, so the dialog offers fresh ones", async () => {
    const { orderId } = await bookedOrder();
    const other = await bookedOrder();
    const result = await rescheduleAppointmentAction(chosen(orderId, other.slot));
    expect(result.ok || result.extra).toEqual({ slotGone: "true" });
    expect(await audited("appointments.reschedule", orderId)).toMatchObject({ outcome: "failed" });
  });
});

describe("cancelAppointmentAction and the reasons", () => {
  it("lists the service's reasons and cancels with one; reason and notes are in the event", async () => {
    const reasons = await listCancellationReasonsAction({});
    expect(reasons.ok && reasons.data.length).toBeGreaterThan(0);
    if (!reasons.ok) return;
    const { orderId } = await bookedOrder();
    const result = await cancelAppointmentAction({
      order_id: orderId,
      cancellation_reason_id: reasons.data[0]!.id,
      notes: "Moved away",
    });
    expect(result).toMatchObject({ ok: true, data: { status: "cancelled" } });
    const appointment = (await svc.get(`/v3/order/${orderId}/phlebotomy/appointment`)).json;
    expect(appointment.events.at(-1).data).toMatchObject({
      cancellation_reason: reasons.data[0]!.name,
      notes: "Moved away",
    });
    // The reason as the service words it, not its id; notes may describe the patient, so only
    // their presence is recorded.
    const record = await audited("appointments.cancel", orderId);
    expect(record).toMatchObject({ outcome: "ok", changes: { reason: reasons.data[0]!.name, notes: "set" } });
    expect(JSON.stringify(record)).not.toContain("Moved away");
  });

  it("needs a reason, keeping the typed notes, and shows the service's refusal of an unknown one", async () => {
    const { orderId } = await bookedOrder();
    const none = await cancelAppointmentAction({ order_id: orderId, cancellation_reason_id: "", notes: "kept" });
    expect(none.ok || none.fieldErrors?.cancellation_reason_id).toBe("Choose a reason");
    expect(none.ok || none.values).toMatchObject({ notes: "kept" });
    const unknown = await cancelAppointmentAction({ order_id: orderId, cancellation_reason_id: "not-a-reason" });
    expect(unknown.ok || unknown.fieldErrors?.cancellation_reason_id).toMatch(/Unknown cancellation reason/);
  });
});

describe("cancelOrderAction", () => {
  it("cancels the order and its booked draw; audited as orders.cancel", async () => {
    const { orderId } = await bookedOrder();
    expect(await cancelOrderAction({ order_id: orderId })).toMatchObject({ ok: true, data: { status: "cancelled" } });
    expect((await svc.get(`/v3/order/${orderId}/phlebotomy/appointment`)).json.status).toBe("cancelled");
    expect(await audited("orders.cancel", orderId)).toMatchObject({ outcome: "ok" });
  });

  it("shows the service's reason when the sample is already with the lab", async () => {
    const orderId = await newOrder();
    svc.db.transaction((tx) => setOrderStatus(tx, orderId, "sample_with_lab", new Date().toISOString()));
    const result = await cancelOrderAction({ order_id: orderId });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/only be cancelled before its sample is with the lab.*request id/);
    expect(await audited("orders.cancel", orderId)).toMatchObject({ outcome: "failed" });
  });
});
