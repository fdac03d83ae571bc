import { describe, expect, it } from "vitest";
import { buildZoneIndex, formatOffset, offsetFromGmt, searchZones } from "@/lib/console/time/zone-search";

const index = buildZoneIndex(Date.UTC(2026, 0, 15));
const best = (query: string) => searchZones(index, query)[0]?.id;

describe("finding a time zone as people name it", () => {
  it("by city, with or without the id's underscore, and by a city's newer name", () => {
    expect(best("New York")).toBe("America/New_York");
    expect(best("new_york")).toBe("America/New_York");
    expect(best("los angeles")).toBe("America/Los_Angeles");
    expect(["Asia/Kolkata", "Asia/Calcutta"]).toContain(best("Kolkata"));
  });

  it("by common name and abbreviation, the zone most people mean first", () => {
    expect(best("Eastern")).toBe("America/New_York");
    expect(best("EST")).toBe("America/New_York");
    expect(best("PST")).toBe("America/Los_Angeles");
    expect(best("CET")).toBe("Europe/Paris");
    expect(best("GMT")).toBe("Europe/London");
    expect(searchZones(index, "EST").map((z) => z.id)).not.toContain("Europe/Stockholm");
    expect(searchZones(index, "Eastern").map((z) => z.id)).not.toContain("America/Swift_Current");
  });

  it("by country, and by the id itself", () => {
    expect(best("Sweden")).toBe("Europe/Stockholm");
    expect(best("japan")).toBe("Asia/Tokyo");
    expect(best("Asia/Tok")).toBe("Asia/Tokyo");
    expect(best("UTC")).toBe("UTC");
    expect(searchZones(index, "Mars/Olympus")).toEqual([]);
    expect(searchZones(index, "  ")).toHaveLength(index.length);
  });

  it("shows each zone's name and offset now", () => {
    const ny = index.find((z) => z.id === "America/New_York")!;
    expect(ny).toMatchObject({ city: "New York", name: "Eastern Time", offsetMinutes: -300 });
    expect(formatOffset(ny.offsetMinutes)).toBe("UTC−05:00");
    expect(formatOffset(330)).toBe("UTC+05:30");
    expect(formatOffset(0)).toBe("UTC±00:00");
    expect(offsetFromGmt("GMT+5:30")).toBe(330);
    expect(offsetFromGmt("GMT")).toBe(0);
  });
});
