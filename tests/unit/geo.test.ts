import { describe, expect, it } from "vitest";
import {
  allZipPoints,
  boundingBox,
  distanceMiles,
  nearbyZips,
  zipLocation,
  zipPlace,
  zipState,
  zipTimeZone,
} from "@/lib/geo";
import table from "@/lib/geo/zip-time-zones.json";
import { zipTimeZoneTable } from "../support/zip-time-zones-table";

describe("zipLocation", () => {
  it("returns Census ZCTA centroids for real ZIPs", () => {
    const nyc = zipLocation("10001");
    expect(nyc?.lat).toBeCloseTo(40.7507, 3);
    expect(nyc?.lng).toBeCloseTo(-73.9973, 3);
    const bh = zipLocation("90210");
    expect(bh?.lat).toBeGreaterThan(34);
    expect(bh?.lng).toBeLessThan(-118.3);
  });

  it("returns null for malformed or unassigned ZIPs", () => {
    for (const z of ["", "1234", "123456", "abcde", "1000 ", "00000", "99999"]) expect(zipLocation(z)).toBeNull();
  });

  it("hands out copies, so callers cannot corrupt the cache", () => {
    const a = zipLocation("10001")!;
    a.lat = 0;
    expect(zipLocation("10001")!.lat).not.toBe(0);
  });
});

describe("zipPlace", () => {
  it("is the centroid when the ZIP has one, else the middle of its prefix, and null without a state", () => {
    expect(zipPlace("10001")).toEqual({ ...zipLocation("10001"), precision: "zip" });
    // The Empire State Building's own ZIP has no ZCTA: placed within a few miles of it.
    const building = zipPlace("10118")!;
    expect(building.precision).toBe("prefix");
    expect(distanceMiles(building, { lat: 40.7484, lng: -73.9857 })).toBeLessThan(3);
    // Every prefix a state owns is placed, in that state's part of the map (99999: southeast Alaska).
    expect(zipPlace("99999")).toMatchObject({ precision: "prefix" });
    expect(zipPlace("99999")!.lat).toBeGreaterThan(54);
    for (const z of ["00000", "09012", "1234", "abcde"]) expect(zipPlace(z)).toBeNull();
  });
});

describe("distanceMiles", () => {
  it("matches a hand-computed haversine: NYC 10001 → Beverly Hills 90210 ≈ 2,450 mi", () => {
    // Hand computation with R = 3958.8 mi from the two ZCTA centroids gives 2453.4 mi.
    const d = distanceMiles(zipLocation("10001")!, zipLocation("90210")!);
    expect(d).toBeGreaterThan(2440);
    expect(d).toBeLessThan(2465);
    expect(d).toBeCloseTo(2453.4, 0);
  });

  it("is zero on the same point, symmetric, and one degree of latitude is 2πR/360", () => {
    const a = { lat: 40, lng: -100 };
    const b = { lat: 41, lng: -100 };
    expect(distanceMiles(a, a)).toBe(0);
    expect(distanceMiles(a, b)).toBeCloseTo((2 * Math.PI * 3958.8) / 360, 6);
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 9);
  });
});

describe("boundingBox and nearbyZips", () => {
  it("the box contains every point within the radius", () => {
    const center = { lat: 47.6, lng: -122.3 };
    const box = boundingBox(center, 25);
    for (const p of allZipPoints()) {
      if (distanceMiles(center, p) <= 25) {
        expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
        expect(p.lat).toBeLessThanOrEqual(box.maxLat);
        expect(p.lng).toBeGreaterThanOrEqual(box.minLng);
        expect(p.lng).toBeLessThanOrEqual(box.maxLng);
      }
    }
  });

  it("lists ZIPs within the radius, nearest first", () => {
    const center = zipLocation("60601")!;
    const near = nearbyZips(center, 10);
    expect(near.length).toBeGreaterThan(20);
    expect(near[0]!.zip).toBe("60601");
    for (let i = 1; i < near.length; i++) expect(near[i]!.distance).toBeGreaterThanOrEqual(near[i - 1]!.distance);
    expect(near.every((z) => z.distance <= 10)).toBe(true);
  });
});

describe("zipState", () => {
  it.each([
    ["10001", "NY"],
    ["02108", "MA"],
    ["06103", "CT"],
    ["20001", "DC"],
    ["22201", "VA"],
    ["73301", "TX"],
    ["73102", "OK"],
    ["88510", "TX"],
    ["89101", "NV"],
    ["96813", "HI"],
    ["99501", "AK"],
    ["00901", "PR"],
  ])("%s is in %s", (zip, state) => expect(zipState(zip)).toBe(state));

  it("gives every Census ZCTA a state and refuses military and malformed prefixes", () => {
    expect(allZipPoints().filter((p) => zipState(p.zip) === null)).toEqual([]);
    expect(zipState("09001")).toBeNull();
    expect(zipState("96201")).toBeNull();
    expect(zipState("1234")).toBeNull();
  });
});

describe("zipTimeZone", () => {
  it.each([
    ["10001", "America/New_York"],
    ["90210", "America/Los_Angeles"],
    ["85004", "America/Phoenix"],
    ["96813", "Pacific/Honolulu"],
    ["99501", "America/Anchorage"],
    ["37203", "America/Chicago"],
    ["37902", "America/New_York"],
    ["40202", "America/New_York"],
    ["42101", "America/Chicago"],
    ["46204", "America/Indiana/Indianapolis"],
    ["46320", "America/Chicago"],
    ["47708", "America/Chicago"],
    ["32401", "America/Chicago"],
    ["32301", "America/New_York"],
    ["79901", "America/Denver"],
    ["75201", "America/Chicago"],
    ["58601", "America/Denver"],
    ["58501", "America/Chicago"],
    ["57701", "America/Denver"],
    ["57104", "America/Chicago"],
    ["69361", "America/Denver"],
    ["67735", "America/Denver"],
    ["83814", "America/Los_Angeles"],
    ["83702", "America/Boise"],
    ["97914", "America/Boise"],
    ["97201", "America/Los_Angeles"],
    ["49801", "America/Menominee"],
  ])("%s → %s", (zip, zone) => expect(zipTimeZone(zip)).toBe(zone));

  // Near zone lines, checked against the full-resolution boundaries (geo-tz): the Navajo Nation
  // keeps daylight saving in Arizona; Valley, Alabama keeps Eastern time; American Samoa.
  it.each([
    ["86020", "America/Denver"],
    ["69021", "America/Denver"],
    ["57601", "America/Denver"],
    ["49814", "America/Detroit"],
    ["36854", "America/New_York"],
    ["96799", "Pacific/Pago_Pago"],
    // A coarse boundary grid (the lookup before the table) had these on the wrong side.
    ["37405", "America/New_York"],
    ["32424", "America/Chicago"],
    ["49935", "America/Menominee"],
    ["83638", "America/Boise"],
    ["83802", "America/Los_Angeles"],
  ])("near a zone line: %s → %s", (zip, zone) => expect(zipTimeZone(zip)).toBe(zone));

  // Centroids close to Canada or Mexico (a coarse boundary grid once put them abroad).
  it.each([
    ["04619", "America/New_York"],
    ["13618", "America/New_York"],
    ["58711", "America/Chicago"],
    ["59240", "America/Denver"],
    ["78565", "America/Chicago"],
    ["92250", "America/Los_Angeles"],
    ["98281", "America/Los_Angeles"],
    ["83805", "America/Los_Angeles"],
  ])("at the border: %s → %s", (zip, zone) => expect(zipTimeZone(zip)).toBe(zone));

  it("the committed ZIP table is what the boundary library says today (else run npm run geo:zip-time-zones)", () => {
    expect(table).toEqual(zipTimeZoneTable());
  });

  it("every zone it returns is a valid IANA name for the runtime", () => {
    // Intl.supportedValuesOf lists CLDR aliases (America/Indianapolis), not IANA canonical names,
    // so validity is checked by constructing a formatter, which accepts both.
    const zones = new Set(allZipPoints().map((p) => zipTimeZone(p.zip)));
    for (const z of zones) {
      expect(z).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_/]+$/);
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: z! })).not.toThrow();
    }
  });
});
