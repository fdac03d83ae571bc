import { describe, expect, it } from "vitest";
import { isSlotGone, sameInstant } from "@/lib/console/appointments/booking-errors";
import { rescheduleInput, slotBookingInput, slotSearchInput } from "@/lib/console/appointments/schemas";
import { cancelAppointmentInput, cancelAppointmentForm, toCancelRequest } from "@/lib/console/appointments/schemas";
import { dayLabel, slotLabel, slotMoment, slotRange } from "@/lib/console/appointments/slot-format";
import { appointmentChanges, orderChanges } from "@/lib/console/orders/order-changes";
import { ServiceError } from "@/lib/service/errors";

/** Slot times in the patient's and the viewer's zones, the change schemas, and which changes a role may offer. */
const ORDER = "5d3c1a52-7f0e-4c6a-9d51-2b1f0e9a7c11";
// 09:00–10:00 in New York on Monday 30 November 2026 (EST, UTC−5).
const slot = { start: "2026-11-30T14:00:00.000Z", end: "2026-11-30T15:00:00.000Z" };

describe("slot labels", () => {
  it("names the patient's wall clock and the viewer's beside it", () => {
    expect(slotLabel(slot, "America/New_York", "Europe/Berlin")).toEqual({
      patient: "09:00–10:00 EST",
      viewer: "15:00–16:00 your time (CET)",
      text: "09:00–10:00 EST · 15:00–16:00 your time (CET)",
    });
    expect(slotLabel(slot, "America/New_York", "America/Los_Angeles").viewer).toBe("06:00–07:00 your time (PST)");
  });

  it("leaves the viewer's part out when the viewer's clock says the same, or is unknown", () => {
    expect(slotLabel(slot, "America/New_York", "America/New_York").text).toBe("09:00–10:00 EST");
    expect(slotLabel(slot, "America/New_York", "America/Detroit").viewer).toBeNull();
    expect(slotLabel(slot, "America/New_York", null).viewer).toBeNull();
  });

  it("adds the viewer's weekday when the slot falls on another day there", () => {
    const late = { start: "2026-11-30T21:00:00Z", end: "2026-11-30T22:00:00Z" };
    expect(slotLabel(late, "America/New_York", "Asia/Tokyo").viewer).toBe("Tue 06:00–07:00 your time (GMT+9)");
    expect(slotLabel(slot, "America/New_York", "Asia/Tokyo").viewer).toBe("23:00–00:00 your time (GMT+9)");
  });

  it("follows daylight saving time and falls back to UTC for a zone it does not know", () => {
    expect(slotRange("2026-07-06T13:00:00Z", "2026-07-06T14:00:00Z", "America/New_York")).toBe("09:00–10:00 EDT");
    expect(slotLabel(slot, "Not/AZone", null).patient).toBe("14:00–15:00 UTC");
  });

  it("names days and whole slots in one line", () => {
    expect(dayLabel("2026-11-30")).toBe("Mon, Nov 30");
    expect(dayLabel("not a day")).toBe("not a day");
    expect(slotMoment(slot.start, slot.end, "America/New_York")).toBe("Mon, Nov 30, 09:00–10:00 EST");
    expect(slotMoment(slot.start, null, "America/Chicago")).toBe("Mon, Nov 30, 08:00 CST");
    expect(slotMoment(null, null, "America/New_York")).toBe("no time yet");
  });
});

describe("change schemas", () => {
  it("take an order, a slot's key and its times; the booking also one idempotency key", () => {
    const chosen = { order_id: ORDER, booking_key: "bk_1", slot_start: slot.start, slot_end: slot.end };
    expect(rescheduleInput.safeParse(chosen).success).toBe(true);
    expect(slotBookingInput.safeParse({ ...chosen, idempotency_key: "k".repeat(36) }).success).toBe(true);
    const noKey = slotBookingInput.safeParse({ ...chosen, booking_key: " ", idempotency_key: "short" });
    expect(noKey.error?.issues.map((i) => i.path.join(".")).sort()).toEqual(["booking_key", "idempotency_key"]);
    expect(slotSearchInput.safeParse({ order_id: "nope" }).success).toBe(false);
    expect(slotSearchInput.safeParse({ order_id: ORDER }).success).toBe(true);
  });

  it("needs a reason to cancel, keeps notes to 1,000 characters and sends empty notes as null", () => {
    const none = cancelAppointmentForm.safeParse({ cancellation_reason_id: "", notes: "" });
    expect(none.error?.issues[0]).toMatchObject({ path: ["cancellation_reason_id"], message: "Choose a reason" });
    const long = cancelAppointmentInput.safeParse({
      order_id: ORDER,
      cancellation_reason_id: "r1",
      notes: "x".repeat(1001),
    });
    expect(long.error?.issues[0]).toMatchObject({ path: ["notes"], message: "Notes can be at most 1000 characters" });
    expect(toCancelRequest({ cancellation_reason_id: "r1", notes: "  " })).toEqual({
      cancellation_reason_id: "r1",
      notes: null,
    });
    expect(toCancelRequest({ cancellation_reason_id: "r1", notes: "Moved away" }).notes).toBe("Moved away");
  });
});

describe("service answers", () => {
  const error = (status: number, detail: ServiceError["detail"]) =>
    new ServiceError({ kind: "http", status, detail, requestId: "r", method: "POST", path: "/x" });

  it("treat a taken slot and an expired or unknown key as a slot that is gone, nothing else", () => {
    expect(isSlotGone(error(409, "taken"))).toBe(true);
    expect(isSlotGone(error(422, [{ loc: ["body", "booking_key"], msg: "expired", type: "expired" }]))).toBe(true);
    expect(isSlotGone(error(422, [{ loc: ["body", "cancellation_reason_id"], msg: "x", type: "x" }]))).toBe(false);
    expect(isSlotGone(error(400, "already booked"))).toBe(false);
    expect(isSlotGone(new Error("409"))).toBe(false);
  });

  it("compare instants however they are written", () => {
    expect(sameInstant("2026-11-30T14:00:00Z", "2026-11-30T14:00:00.000+00:00")).toBe(true);
    expect(sameInstant("2026-11-30T14:00:00Z", "2026-11-30T15:00:00Z")).toBe(false);
    expect(sameInstant(null, "2026-11-30T14:00:00Z")).toBe(false);
  });
});

describe("changes a role may offer", () => {
  const booked = { status: "confirmed", can_reschedule: true };

  it("lets ops and admins move and cancel an active draw, and cancel an order before the lab has it", () => {
    for (const role of ["ops", "admin"] as const)
      expect(orderChanges(role, { status: "collecting_sample" }, booked)).toEqual({
        reschedule: true,
        cancel: true,
        cancelOrder: true,
      });
    expect(orderChanges("ops", { status: "sample_with_lab" }, booked).cancelOrder).toBe(false);
    expect(orderChanges("ops", { status: "cancelled" }, null).cancelOrder).toBe(false);
    // An order status the console does not know: offered, and the service decides.
    expect(orderChanges("ops", { status: "on_hold" }, null).cancelOrder).toBe(true);
  });

  it("offers care coordinators and analysts nothing", () => {
    for (const role of ["care_coordinator", "analyst"] as const)
      expect(orderChanges(role, { status: "received" }, booked)).toEqual({
        reschedule: false,
        cancel: false,
        cancelOrder: false,
      });
  });

  it("follows the appointment: nothing once it is over, no move when the service says it cannot", () => {
    expect(appointmentChanges(null, null)).toEqual({ reschedule: false, cancel: false });
    expect(appointmentChanges("cancelled", false)).toEqual({ reschedule: false, cancel: false });
    expect(appointmentChanges("completed", false)).toEqual({ reschedule: false, cancel: false });
    expect(appointmentChanges("in_progress", false)).toEqual({ reschedule: false, cancel: true });
    expect(appointmentChanges("pending", true)).toEqual({ reschedule: true, cancel: true });
  });
});
