import { describe, expect, it } from "vitest";
import { availabilityReader } from "@/lib/service/read/appointment-booking";

const slot = { start: "2026-12-01T14:00:00Z", end: "2026-12-01T15:00:00Z", price: 0, is_priority: false };

/** Slots the contract allows without a booking key can be shown by a service, never booked here. */
describe("reading appointment availability", () => {
  it("keeps the slots that carry a booking key and drops those that do not", () => {
    const read = availabilityReader.parse({
      slots: [
        {
          date: "2026-12-01",
          slots: [{ ...slot, booking_key: "k1" }, { ...slot, booking_key: null }, slot, { ...slot, booking_key: 7 }],
        },
      ],
    });
    expect(read.slots).toHaveLength(1);
    expect(read.slots[0]!.slots.map((s) => s.booking_key)).toEqual(["k1"]);
    expect(read.timezone).toBeNull();
  });
});
