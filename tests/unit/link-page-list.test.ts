import { describe, expect, it } from "vitest";
import { openServiceDb } from "@/lib/embedded-service/db/client";
import { providerGroup, providerList } from "@/lib/embedded-service/link-page/provider-list";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { providers } from "@/lib/embedded-service/db/schema";
import { isWebLinkable } from "@/lib/embedded-service/store/link";

const db = openServiceDb(":memory:");
ensureReferenceData(db);
const rows = db.select().from(providers).all().filter(isWebLinkable);
const bySlug = (slug: string) => rows.find((p) => p.slug === slug)!;

describe("the hosted page's provider list", () => {
  it("puts each provider in a group a person recognises", () => {
    expect(providerGroup(bySlug("oura"))).toBe("Wearables");
    expect(providerGroup(bySlug("garmin"))).toBe("Wearables");
    expect(providerGroup(bySlug("strava"))).toBe("Apps");
    expect(providerGroup(bySlug("omron"))).toBe("Devices");
    expect(providerGroup(bySlug("abbott_libreview"))).toBe("Lab sources");
  });

  it("says who is asking, escapes it, and filters by the search without losing the token", () => {
    const page = providerList(rows, "tok", { team: "Acme <Clinic>", query: "ring" });
    expect(page).toContain("<strong>Acme &lt;Clinic&gt;</strong> asks you to connect");
    expect(page).toContain("Oura");
    expect(page).not.toContain(">Fitbit<");
    expect(page).toContain('name="token" value="tok"');
    expect(page).toMatch(/<h2 id="group-\d">Wearables<\/h2>/);
    // The footer names the same team, not the product.
    expect(page).toMatch(/<footer>\s*<span>Acme &lt;Clinic&gt;<\/span><a href="\/link\/close\?token=tok">Close<\/a>/);
    expect(page).not.toContain("Labdesk demo");
  });

  it("says so when nothing matches, with a way back to every provider", () => {
    const page = providerList(rows, "tok", { team: null, query: "zzz" });
    expect(page).toContain("No provider matches “zzz”");
    expect(page).toContain('href="/link?token=tok"');
  });
});
