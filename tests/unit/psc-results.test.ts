import { describe, expect, it } from "vitest";
import { pscIdOf, toPscResults } from "@/lib/console/psc/results";
import { pscLocationReader, type PscLocationView } from "@/lib/service/read/psc";
import { zipLocation } from "@/lib/geo";

type Metadata = Record<string, unknown>;
const location = (
  name: string,
  zip: string,
  over: Metadata = {},
  extra: Record<string, unknown> = {},
): PscLocationView =>
  pscLocationReader.parse({
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
    ...extra,
  });

describe("toPscResults", () => {
  it("places each center at its ZIP's centroid when the service gives no coordinates, keeping order and unknown capabilities", () => {
    const results = toPscResults([location("A", "10001"), location("B", "60601")]);
    expect(results.map((r) => r.name)).toEqual(["A", "B"]);
    expect(results[0]!.location).toEqual(zipLocation("10001"));
    expect(results[1]!.location).toEqual(zipLocation("60601"));
    expect(results[0]!.capabilities).toEqual(["stat", "home_visit"]);
  });

  it("places a center at its own coordinates and shows its site code when the real service sends them", () => {
    const [r] = toPscResults([
      location("A", "10001", {}, { distance: 2.5, site_code: "QUE-00042", location: { lng: -73.99, lat: 40.75 } }),
    ]);
    expect(r).toMatchObject({ location: { lat: 40.75, lng: -73.99 }, siteCode: "QUE-00042", distance: "2.50" });
  });

  it("leaves a center without a known ZIP off the map (location null) but in the list", () => {
    const [r] = toPscResults([location("Nowhere", "00000")]);
    expect(r!.location).toBeNull();
  });

  it("gives stable ids that differ by address and stay unique for duplicates", () => {
    const a = location("A", "10001");
    expect(pscIdOf(a)).toBe(pscIdOf({ ...a }));
    expect(pscIdOf(a)).not.toBe(pscIdOf(location("A", "10002")));
    const ids = toPscResults([a, a, location("A", "10001", { first_line: "2 Main St" })]).map((r) => r.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).toBe(`${ids[0]}-1`);
  });
});
