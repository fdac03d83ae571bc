import { describe, expect, it } from "vitest";
import { businessWindow } from "@/lib/embedded-service/jobs/appointment-lifecycle";
import { utcOffsetHours } from "@/lib/embedded-service/store/connections";
import { wallClock, zonedToUtc } from "@/lib/embedded-service/store/zoned-time";

/** The embedded service's wall-clock math on the days daylight saving starts and ends (US, 2026). */

const iso = (d: Date) => d.toISOString();

describe("zonedToUtc", () => {
  it("reads a wall time on the days the clocks change with that day's offset", () => {
    // 8 March 2026: New York springs forward at 02:00 (EST −5 → EDT −4).
    expect(iso(zonedToUtc(2026, 3, 8, 1, "America/New_York"))).toBe("2026-03-08T06:00:00.000Z");
    expect(iso(zonedToUtc(2026, 3, 8, 3, "America/New_York"))).toBe("2026-03-08T07:00:00.000Z");
    expect(iso(zonedToUtc(2026, 3, 8, 9, "America/New_York"))).toBe("2026-03-08T13:00:00.000Z");
    // 1 November 2026: it falls back at 02:00; 01:00 happens twice and reads as the first (EDT).
    expect(iso(zonedToUtc(2026, 11, 1, 1, "America/New_York"))).toBe("2026-11-01T05:00:00.000Z");
    expect(iso(zonedToUtc(2026, 11, 1, 9, "America/New_York"))).toBe("2026-11-01T14:00:00.000Z");
    // Phoenix keeps standard time all year.
    expect(iso(zonedToUtc(2026, 3, 8, 9, "America/Phoenix"))).toBe("2026-03-08T16:00:00.000Z");
  });

  it("falls back to New York for a zone it does not know", () => {
    expect(iso(zonedToUtc(2026, 7, 6, 9, "Not/AZone"))).toBe("2026-07-06T13:00:00.000Z");
  });
});

describe("wallClock", () => {
  it("names the zone's calendar day around midnight and across a clock change", () => {
    expect(wallClock(new Date("2026-03-08T04:59:00Z"), "America/New_York")).toEqual({ y: 2026, m: 3, d: 7 });
    expect(wallClock(new Date("2026-03-08T05:00:00Z"), "America/New_York")).toEqual({ y: 2026, m: 3, d: 8 });
    expect(wallClock(new Date("2026-11-02T04:59:00Z"), "America/New_York")).toEqual({ y: 2026, m: 11, d: 1 });
    expect(wallClock(new Date("2026-11-02T05:00:00Z"), "America/New_York")).toEqual({ y: 2026, m: 11, d: 2 });
    expect(wallClock(new Date("2026-11-02T04:59:00Z"), "Not/AZone")).toEqual({ y: 2026, m: 11, d: 1 });
  });
});

describe("businessWindow", () => {
  it("keeps the slot's wall hour on both sides of a clock change", () => {
    // Friday 6 March (EST) and Monday 9 March (EDT), both 09:00 in New York.
    const friday = businessWindow(new Date("2026-03-06T12:00:00Z"), "America/New_York", { days: 0, hour: 9 });
    const monday = businessWindow(new Date("2026-03-06T12:00:00Z"), "America/New_York", { days: 1, hour: 9 });
    expect(friday.startAt).toBe("2026-03-06T14:00:00.000Z");
    expect(monday).toEqual({ startAt: "2026-03-09T13:00:00.000Z", endAt: "2026-03-09T14:00:00.000Z" });
    // Friday 30 October (PDT) → Monday 2 November (PST), 16:00 in Los Angeles.
    const after = businessWindow(new Date("2026-10-30T20:00:00Z"), "America/Los_Angeles", { days: 1, hour: 16 });
    expect(after.startAt).toBe("2026-11-03T00:00:00.000Z");
  });
});

describe("utcOffsetHours", () => {
  it("gives the zone's offset at that moment, daylight saving and fractional offsets included", () => {
    expect(utcOffsetHours("America/New_York", new Date("2026-03-08T06:59:00Z"))).toBe(-5);
    expect(utcOffsetHours("America/New_York", new Date("2026-03-08T07:00:00Z"))).toBe(-4);
    expect(utcOffsetHours("America/New_York", new Date("2026-11-01T05:59:00Z"))).toBe(-4);
    expect(utcOffsetHours("America/New_York", new Date("2026-11-01T06:00:00Z"))).toBe(-5);
    expect(utcOffsetHours("Asia/Kolkata", new Date("2026-01-01T00:00:00Z"))).toBe(5.5);
    expect(utcOffsetHours("UTC", new Date("2026-01-01T00:00:00Z"))).toBe(0);
  });

  it("is 0 without a zone or for one it does not know", () => {
    expect(utcOffsetHours(undefined, new Date())).toBe(0);
    expect(utcOffsetHours("Not/AZone", new Date())).toBe(0);
  });
});
