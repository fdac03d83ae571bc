import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { pscs } from "@/lib/embedded-service/db/schema";
import { seedPscNetwork } from "@/lib/embedded-service/seed/psc-network";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { distanceMiles, zipLocation, zipState, zipTimeZone } from "@/lib/geo";
import { specTimeZone } from "@/lib/embedded-service/store/appointments";
import { ZIP_TABLES_AGREE_MILES, zipCity } from "@/lib/geo/zip-cities";

// Centers sit within about a mile of their ZIP's centroid (a small random offset).
const JITTER_MILES = 1;

describe("the seeded service-center network", () => {
  const db = openServiceDb(":memory:");
  ensureReferenceData(db);
  const centers = db.select().from(pscs).all();

  it("gives every center the city, state and ZIP its coordinates lie in", () => {
    expect(centers.length).toBeGreaterThan(1000);
    const wrong = centers.filter((c) => {
      const named = zipCity(c.zipCode);
      const centroid = zipLocation(c.zipCode);
      if (!named || !centroid) return true;
      const at = { lat: c.lat, lng: c.lng };
      return (
        named.city !== c.city ||
        named.state !== c.state ||
        zipState(c.zipCode) !== c.state ||
        !c.name.includes(` - ${c.city} `) ||
        distanceMiles(at, centroid) > JITTER_MILES ||
        distanceMiles(at, named.at) > ZIP_TABLES_AGREE_MILES + JITTER_MILES
      );
    });
    expect(wrong.map((c) => `${c.name}, ${c.city} ${c.state} ${c.zipCode} @${c.lat},${c.lng}`)).toEqual([]);
  });

  it("gives every center's ZIP a time zone the booking service accepts", () => {
    expect(centers.filter((c) => !specTimeZone(zipTimeZone(c.zipCode))).map((c) => c.zipCode)).toEqual([]);
  });

  it("never calls a Hoboken ZIP Newark", () => {
    expect(zipCity("07030")?.city).toBe("Hoboken");
    expect(centers.filter((c) => c.zipCode === "07030" && c.city !== "Hoboken")).toEqual([]);
  });

  it("renames a center an older seed put in its sectional center's city", () => {
    const center = centers.find((c) => c.city !== "Newark")!;
    const stale = { city: "Newark", name: center.name.replace(` - ${center.city} `, " - Newark ") };
    db.update(pscs).set(stale).where(eq(pscs.id, center.id)).run();
    seedPscNetwork(db);
    const after = db.select().from(pscs).where(eq(pscs.id, center.id)).get()!;
    expect({ city: after.city, name: after.name }).toEqual({ city: center.city, name: center.name });
  });
});
