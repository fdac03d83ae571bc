import { describe, expect, it } from "vitest";
import { appointmentReader } from "@/lib/service/read/appointments";

/** The documented interface's appointment (every listed field) and the real service's (ClientFacingAppointment). */
const spec = {
  id: "a-1",
  user_id: "u-1",
  order_id: "o-1",
  address: {
    first_line: "1 Main St",
    second_line: null,
    city: "Boston",
    state: "MA",
    zip_code: "02108",
    unit: "4B",
    access_notes: "Buzz",
  },
  location: { lng: -71.06, lat: 42.36 },
  start_at: null,
  end_at: null,
  type: "phlebotomy",
  provider: "getlabs",
  status: "pending",
  provider_id: "getlabs-1",
  can_reschedule: true,
  event_status: "pending",
  events: [{ created_at: "2026-11-01T10:00:00Z", status: "pending", data: null }],
  order_transaction_id: "tx-1",
  iana_timezone: "America/New_York",
  external_id: "ext-1",
  appointment_notes: "Fasting",
  event_data: null,
};
const {
  order_transaction_id: _t,
  appointment_notes: _n,
  start_at: _s,
  end_at: _e,
  iana_timezone: _z,
  ...realBase
} = spec;
const real = {
  ...realBase,
  address: { first_line: "1 Main St", city: "Boston", state: "MA", zip_code: "02108" },
  events: [{ created_at: "2026-11-01T10:00:00Z", status: "pending" }],
};

describe("appointment reader", () => {
  it("fields the real service does not send (notes, transaction id, times, zone, access notes) read as null", () => {
    const view = appointmentReader.parse(real);
    expect(view).toMatchObject({
      appointment_notes: null,
      order_transaction_id: null,
      start_at: null,
      end_at: null,
      iana_timezone: null,
    });
    expect(view.address).toMatchObject({ zip_code: "02108", unit: null, access_notes: null, second_line: null });
    expect(view.events).toEqual([{ created_at: "2026-11-01T10:00:00Z", status: "pending", data: null }]);
  });

  it("the documented interface's full form keeps every field", () => {
    expect(appointmentReader.parse(spec)).toMatchObject({
      appointment_notes: "Fasting",
      order_transaction_id: "tx-1",
      iana_timezone: "America/New_York",
      address: { unit: "4B", access_notes: "Buzz" },
    });
  });

  it("an address with zip instead of zip_code, and a missing location, still read", () => {
    const view = appointmentReader.parse({
      ...real,
      address: { first_line: "1 Main St", city: "Boston", state: "MA", zip: "02108" },
      location: undefined,
    });
    expect(view.address.zip_code).toBe("02108");
    expect(view.location).toBeNull();
  });

  it("unknown statuses and providers are kept as sent", () => {
    expect(
      appointmentReader.parse({ ...real, status: "on_hold", provider: "newlabs", event_status: "paused" }),
    ).toMatchObject({ status: "on_hold", provider: "newlabs", event_status: "paused" });
  });

  it("a missing needed field (status, order) fails at that field", () => {
    const { status: _x, order_id: _o, ...rest } = real;
    const result = appointmentReader.safeParse(rest);
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join(".")).sort()).toEqual([
      "order_id",
      "status",
    ]);
  });
});
