import { describe, expect, it } from "vitest";
import { linkOptions } from "@/lib/console/connections/link-options";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { linkableProviders } from "@/lib/embedded-service/store/link";
import { PROVIDER_CATALOG } from "@/lib/embedded-service/seed/provider-catalog";

const catalogue = PROVIDER_CATALOG.map((p) => ({ slug: p.slug, name: p.name, auth_type: p.authType }));

describe("what a link can connect", () => {
  it("offers the web-connectable providers, Oura and Garmin among them, and names the mobile-only ones", () => {
    const db = openServiceDb(":memory:");
    ensureReferenceData(db);
    const { providers, mobileOnly } = linkOptions(linkableProviders(db, "http://svc"), catalogue);
    const offered = providers.map((p) => p.slug);
    expect(offered).toEqual(expect.arrayContaining(["oura", "garmin", "fitbit", "withings", "peloton"]));
    for (const phone of ["apple_health_kit", "health_connect", "samsung_health", "omron_ble", "contour_ble"]) {
      expect(offered).not.toContain(phone);
      expect(mobileOnly.map((p) => p.slug)).toContain(phone);
    }
    expect(providers.map((p) => p.name)).toEqual([...providers.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
  });

  it("reads a missing auth type as oauth, drops sdk providers and slugs the token request would refuse", () => {
    const { providers, mobileOnly } = linkOptions(
      [
        { slug: "fitbit", name: "Fitbit" },
        { slug: "apple_health_kit", name: "Apple HealthKit", auth_type: "sdk" },
        { slug: "brand_new", name: "Brand new", auth_type: "oauth" },
      ],
      [{ slug: "apple_health_kit", name: "Apple HealthKit", auth_type: "sdk" }],
    );
    expect(providers).toEqual([{ slug: "fitbit", name: "Fitbit" }]);
    expect(mobileOnly).toEqual([{ slug: "apple_health_kit", name: "Apple HealthKit" }]);
  });
});
