import { describe, expect, it } from "vitest";
import { formatClock, formatHours } from "@/lib/console/psc/hours";

const closed = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };

describe("formatClock", () => {
  it("turns 24-hour clock times into 12-hour ones", () => {
    expect(formatClock("07:30")).toBe("7:30 AM");
    expect(formatClock("00:00")).toBe("12:00 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("15:05")).toBe("3:05 PM");
    expect(formatClock("23:59")).toBe("11:59 PM");
  });
});

describe("formatHours", () => {
  it("lists every weekday in order, closed days and lunch breaks included", () => {
    const hours = {
      ...closed,
      monday: [{ open: "07:00", close: "15:30" }],
      tuesday: [
        { open: "08:00", close: "12:00" },
        { open: "13:00", close: "17:00" },
      ],
      saturday: [{ open: "08:00", close: "12:00" }],
    };
    expect(formatHours(hours)).toEqual({
      kind: "weekly",
      lines: [
        { day: "Mon", text: "7:00 AM – 3:30 PM" },
        { day: "Tue", text: "8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM" },
        { day: "Wed", text: "Closed" },
        { day: "Thu", text: "Closed" },
        { day: "Fri", text: "Closed" },
        { day: "Sat", text: "8:00 AM – 12:00 PM" },
        { day: "Sun", text: "Closed" },
      ],
    });
  });

  it("says the hours are not published when the service sends none", () => {
    expect(formatHours(null)).toEqual({ kind: "unpublished" });
    expect(formatHours(undefined)).toEqual({ kind: "unpublished" });
    expect(formatHours("  ")).toEqual({ kind: "unpublished" });
  });

  it("shows a shape it does not know as sent instead of dropping it", () => {
    expect(formatHours("Mon-Fri 8-5")).toEqual({ kind: "raw", text: "Mon-Fri 8-5" });
    expect(formatHours({ weekdays: "8-5" })).toEqual({ kind: "raw", text: '{"weekdays":"8-5"}' });
    // A weekly object missing a day is not the weekly shape.
    const { sunday: _sunday, ...sixDays } = closed;
    expect(formatHours(sixDays).kind).toBe("raw");
  });
});
