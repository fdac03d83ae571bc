import { describe, expect, it } from "vitest";
import { pscIdOf, toPscResults } from "@/lib/console/psc/results";
import type { LabLocation } from "@/lib/contract/psc";
import { zipLocation } from "@/lib/geo";

const location = (name: string, zip: string, over: Partial<LabLocation["metadata"]> = {}): LabLocation => ({
  metadata: {
    name,
    state: "NY",
    city: "New York",
    zip_code: zip,
    first_line: "1 Main St",
    second_line: "",
    phone_number: "(212) 555-0100",
    fax_number: "(212) 555-0101",
    hours: null,
    ...over,
  },
  distance: "1.00",
  capabilities: ["stat", "home_visit"],
});

describe("toPscResults", () => {
  it("places each center at its ZIP's centroid, keeping order and unknown capabilities", () => {
    const results = toPscResults([location("A", "10001"), location("B", "60601")]);
    expect(results.map((r) => r.name)).toEqual(["A", "B"]);
    expect(results[0]!.location).toEqual(zipLocation("10001"));
    expect(results[1]!.location).toEqual(zipLocation("60601"));
    expect(results[0]!.capabilities).toEqual(["stat", "home_visit"]);
  });

  it("leaves a center without a known ZIP off the map (location null) but in the list", () => {
    const [r] = toPscResults([location("Nowhere", "00000")]);
    expect(r!.location).toBeNull();
  });

  it("gives stable ids that differ by address and stay unique for duplicates", () => {
    const a = location("A", "10001");
    expect(pscIdOf(a.metadata)).toBe(pscIdOf({ ...a.metadata }));
    expect(pscIdOf(a.metadata)).not.toBe(pscIdOf(location("A", "10002").metadata));
    const ids = toPscResults([a, a, location("A", "10001", { first_line: "2 Main St" })]).map((r) => r.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).toBe(`${ids[0]}-1`);
  });
});
