import { describe, expect, it } from "vitest";
import { toAuditFilter } from "@/lib/console/audit/params";
import { zoneDayBounds } from "@/lib/console/time/zone-day-bounds";

describe("a date filter's days in the viewer's zone", () => {
  it("starts a day west of UTC at its local midnight and ends it at local midnight after", () => {
    expect(zoneDayBounds("2026-11-20", "2026-11-20", "America/Los_Angeles")).toEqual({
      from: "2026-11-20T08:00:00.000Z",
      to: "2026-11-21T07:59:59.999Z",
    });
  });

  it("starts a day east of UTC on the UTC day before", () => {
    expect(zoneDayBounds("2026-11-20", "2026-11-22", "Asia/Tokyo")).toEqual({
      from: "2026-11-19T15:00:00.000Z",
      to: "2026-11-22T14:59:59.999Z",
    });
  });

  it("gives a DST change day its 23 or 25 hours", () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November 2026.
    const spring = zoneDayBounds("2026-03-08", "2026-03-08", "America/New_York");
    expect(spring).toEqual({ from: "2026-03-08T05:00:00.000Z", to: "2026-03-09T03:59:59.999Z" });
    expect(Date.parse(spring.to!) + 1 - Date.parse(spring.from!)).toBe(23 * 3_600_000);
    const autumn = zoneDayBounds("2026-11-01", "2026-11-01", "America/New_York");
    expect(autumn).toEqual({ from: "2026-11-01T04:00:00.000Z", to: "2026-11-02T04:59:59.999Z" });
    expect(Date.parse(autumn.to!) + 1 - Date.parse(autumn.from!)).toBe(25 * 3_600_000);
  });

  it("leaves out a bound that was not given, and reads UTC days as UTC", () => {
    expect(zoneDayBounds(null, "2026-11-20", "UTC")).toEqual({ from: undefined, to: "2026-11-20T23:59:59.999Z" });
    expect(zoneDayBounds("2026-11-20", undefined, "UTC")).toEqual({ from: "2026-11-20T00:00:00.000Z", to: undefined });
  });

  it("is what the audit log's filter compares with", () => {
    const params = { staff: null, action: null, target: null, from: "2026-11-20", to: "2026-11-20", changes: null };
    expect(toAuditFilter(params, "Asia/Kolkata")).toMatchObject({
      from: "2026-11-19T18:30:00.000Z",
      to: "2026-11-20T18:29:59.999Z",
      changesOnly: false,
    });
  });
});
