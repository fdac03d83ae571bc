import { describe, expect, it } from "vitest";
import { earlierOf, recordOf } from "@/lib/console/orders/appointment-record";
import { bookingAddressOf, secondLineWithUnit } from "@/lib/console/orders/booking-address";
import { orderHistory } from "@/lib/console/orders/order-history";
import { orderTrail } from "@/lib/console/orders/order-trail";
import { appointmentReader } from "@/lib/service/read/appointments";
import { readOrderStatus } from "@/lib/service/read/orders";

const USER = { id: "0b5c1e3a-2f4d-4c6b-9a8e-1d2c3b4a5f60", label: "patient-42" };

describe("the order page's breadcrumb", () => {
  it("reads Users › user › Orders wherever it was opened from, and Appointments only from the board", () => {
    const canonical = orderTrail(undefined, USER);
    expect(canonical.map((c) => c.label)).toEqual(["Users", "patient-42", "Orders"]);
    expect(canonical.map((c) => c.href)).toEqual(["/users", `/users/${USER.id}`, `/users/${USER.id}/orders`]);
    expect(orderTrail("appointments", USER)).toEqual([{ label: "Appointments", href: "/appointments" }]);
    expect(orderTrail(["appointments", "x"], USER)[0]!.label).toBe("Appointments");
    // Anything else in the link is ignored, and a user without a client id is still named.
    expect(orderTrail("https://evil.example", USER)).toEqual(canonical);
    expect(orderTrail(null, { ...USER, label: null })[1]!.label).toBe("User");
  });
});

const event = (id: number, status: string) => ({
  id,
  createdAt: `2026-11-0${id}T10:00:00Z`,
  ...readOrderStatus(status),
});

describe("the order's history", () => {
  it("shows the order placed once, and every other step, after a cancelled draw and a new booking", () => {
    const events = [
      event(1, "received.at_home_phlebotomy.ordered"),
      event(2, "collecting_sample.at_home_phlebotomy.appointment_pending"),
      event(3, "received.at_home_phlebotomy.ordered"),
      event(4, "collecting_sample.at_home_phlebotomy.appointment_pending"),
    ];
    expect(orderHistory(events).map((e) => e.id)).toEqual([1, 2, 4]);
    // The plain statuses of the specification's form repeat the same way.
    expect(orderHistory([event(1, "received"), event(2, "collecting_sample"), event(3, "received")])).toHaveLength(2);
    const cancelledStep = event(3, "collecting_sample.at_home_phlebotomy.appointment_cancelled");
    expect(orderHistory([events[0]!, events[1]!, cancelledStep, events[3]!])).toHaveLength(4);
  });
});

const appointment = (id: string, events: { created_at: string; status: string; data?: object }[]) =>
  appointmentReader.parse({
    id,
    user_id: USER.id,
    order_id: "order-1",
    address: { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: "02108" },
    provider: "getlabs",
    status: events.at(-1)!.status,
    can_reschedule: false,
    events,
  });

describe("appointments the service has replaced", () => {
  it("are kept without the address or notes, and listed newest first, the current one left out", () => {
    const first = appointment("a1", [
      { created_at: "2026-11-01T10:00:00Z", status: "pending" },
      {
        created_at: "2026-11-02T10:00:00Z",
        status: "cancelled",
        data: { cancellation_reason: "Patient asked to cancel", notes: "Mrs Smith is travelling", status: "x" },
      },
    ]);
    const record = recordOf(first);
    expect(record.events[1]!.data).toEqual({ cancellation_reason: "Patient asked to cancel" });
    expect(JSON.stringify(record)).not.toMatch(/Main St|Smith/);
    const second = recordOf(appointment("a2", [{ created_at: "2026-11-03T10:00:00Z", status: "pending" }]));
    const stored = [JSON.stringify(record), JSON.stringify(second), "not json"];
    expect(earlierOf(stored, "a3").map((r) => r.id)).toEqual(["a2", "a1"]);
    expect(earlierOf(stored, "a2").map((r) => r.id)).toEqual(["a1"]);
  });
});

describe("the booking address", () => {
  it("asks once for the apartment, suite or unit, and keeps a unit the record has", () => {
    expect(secondLineWithUnit("Apt 4B", "4B")).toBe("Apt 4B");
    expect(secondLineWithUnit("", "4B")).toBe("Unit 4B");
    expect(secondLineWithUnit("Building C", "Suite 200")).toBe("Building C, Suite 200");
    expect(secondLineWithUnit(null, null)).toBe("");
    const address = bookingAddressOf({ first_line: "1 Main St", unit: "#3", state: "ny", zip_code: "10001" });
    expect(address).toMatchObject({ second_line: "#3", unit: "", state: "NY" });
    expect(bookingAddressOf({ state: "New York" }).state).toBe("New York");
  });
});
