import { describe, expect, it } from "vitest";
import { dateTimeTitle, formatDateTime, usableZone, zoneAbbreviation } from "@/lib/console/time/format-time";
import { timeZonePreferenceSchema, unknownZoneMessage } from "@/lib/console/staff/time-zone-preference";

describe("formatDateTime: a time in the viewer's zone, the zone named", () => {
  it("names the zone beside the time, whatever the zone", () => {
    const at = "2026-11-24T15:00:00.000Z";
    expect(formatDateTime(at, "America/New_York")).toBe("Nov 24, 2026, 10:00 AM EST");
    expect(formatDateTime(at, "UTC")).toBe("Nov 24, 2026, 3:00 PM UTC");
    // English has no short name for Tokyo: the offset stands in, still a name for the zone.
    expect(formatDateTime(at, "Asia/Tokyo")).toBe("Nov 25, 2026, 12:00 AM GMT+9");
    expect(formatDateTime(at, "Asia/Kolkata")).toBe("Nov 24, 2026, 8:30 PM GMT+5:30");
  });

  it("gives the calendar day in the zone, which can differ from the UTC day", () => {
    expect(formatDateTime("2026-11-25T02:30:00Z", "America/New_York", "date")).toBe("Nov 24, 2026");
    expect(formatDateTime("2026-11-25T02:30:00Z", "UTC", "date")).toBe("Nov 25, 2026");
  });

  it("gives the time alone with seconds and zone", () => {
    expect(formatDateTime("2026-11-24T15:00:07Z", "America/Chicago", "time")).toBe("9:00:07 AM CST");
  });

  it("switches the zone's name at the spring-forward edge", () => {
    // 2026-03-08: New York's clocks jump from 2:00 EST to 3:00 EDT at 07:00 UTC.
    expect(formatDateTime("2026-03-08T06:59:00Z", "America/New_York")).toBe("Mar 8, 2026, 1:59 AM EST");
    expect(formatDateTime("2026-03-08T07:00:00Z", "America/New_York")).toBe("Mar 8, 2026, 3:00 AM EDT");
  });

  it("tells the repeated hour apart at the fall-back edge", () => {
    // 2026-11-01: 1:30 happens twice in New York, first in EDT, an hour later in EST.
    expect(formatDateTime("2026-11-01T05:30:00Z", "America/New_York")).toBe("Nov 1, 2026, 1:30 AM EDT");
    expect(formatDateTime("2026-11-01T06:30:00Z", "America/New_York")).toBe("Nov 1, 2026, 1:30 AM EST");
    expect(zoneAbbreviation("2026-11-01T05:30:00Z", "America/New_York")).toBe("EDT");
    expect(zoneAbbreviation("2026-11-01T06:30:00Z", "America/New_York")).toBe("EST");
  });

  it("falls back to UTC for a missing or unknown zone, and says so in the text", () => {
    expect(formatDateTime("2026-11-24T15:00:00Z", "Not/AZone")).toBe("Nov 24, 2026, 3:00 PM UTC");
    expect(formatDateTime("2026-11-24T15:00:00Z", null)).toBe("Nov 24, 2026, 3:00 PM UTC");
    expect(usableZone("Not/AZone")).toBe("UTC");
    expect(usableZone("Europe/Paris")).toBe("Europe/Paris");
  });

  it("returns an unparseable value as given, and names zone and instant on hover", () => {
    expect(formatDateTime("soon", "UTC")).toBe("soon");
    expect(dateTimeTitle("2026-11-24T15:00:00Z", "Europe/Paris")).toBe("Europe/Paris · 2026-11-24T15:00:00.000Z");
  });
});

describe("the time zone preference", () => {
  const parse = (timeZone: unknown) => timeZonePreferenceSchema.safeParse({ timeZone });

  it("accepts an IANA zone, in its own spelling whatever the case typed", () => {
    expect(parse("Europe/Paris").data).toEqual({ timeZone: "Europe/Paris" });
    expect(parse(" america/new_york ").data).toEqual({ timeZone: "America/New_York" });
    expect(parse("UTC").data).toEqual({ timeZone: "UTC" });
  });

  it("takes null or nothing typed as 'my browser's zone'", () => {
    expect(parse(null).data).toEqual({ timeZone: null });
    expect(parse("  ").data).toEqual({ timeZone: null });
  });

  it("refuses an unknown zone with a message that names it and says what to do", () => {
    const result = parse("Mars/Olympus_Mons");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["timeZone"]);
    expect(result.error?.issues[0]?.message).toBe(unknownZoneMessage("Mars/Olympus_Mons"));
    expect(unknownZoneMessage("Mars/Olympus_Mons")).toMatch(
      /“Mars\/Olympus_Mons” is not a time zone .* America\/New_York/,
    );
  });

  it("refuses what cannot be a zone name at all", () => {
    expect(parse("Europe/Paris; drop table").success).toBe(false);
    expect(parse("x".repeat(65)).error?.issues[0]?.message).toMatch(/at most 64 characters/);
    expect(parse(42).success).toBe(false);
  });
});
