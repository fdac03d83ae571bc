import { describe, expect, it } from "vitest";
import { SEED_LABS } from "@/lib/embedded-service/seed/data/labs-catalog";
import { labTestRows } from "@/lib/embedded-service/seed/labs";
import { catalogueEntries, searchCatalogue } from "@/lib/console/orders/catalogue-entries";
import { labTestReader } from "@/lib/service/read/labs";

/** The embedded catalogue as the console's reader sees it, in the real service's test shape. */
const seeded = labTestRows().map((t) => {
  const lab = SEED_LABS.find((l) => l.id === t.labId)!;
  return labTestReader.parse({
    id: t.id,
    slug: t.slug,
    name: t.name,
    method: t.method,
    sample_type: t.sampleType,
    fasting: t.fasting,
    price: t.price,
    status: "active",
    is_active: true,
    lab: { id: lab.id, slug: lab.slug, name: lab.name },
    markers: t.markers,
  });
});
const entries = catalogueEntries(seeded);
const names = (found: { entries: { name: string; lab: { slug: string | null } }[] }) =>
  found.entries.map((e) => `${e.lab.slug}: ${e.name}`);

describe("catalogueEntries", () => {
  it("shows a lab's panel once, with each way of collecting it as an option of its own test and price", () => {
    const questCmp = entries.filter((e) => e.lab.slug === "quest" && e.name.startsWith("Comprehensive Metabolic"));
    expect(questCmp).toHaveLength(1);
    expect(questCmp[0]!.name).toBe("Comprehensive Metabolic Panel (CMP)");
    expect(questCmp[0]!.options.map((o) => o.method)).toEqual(["walk_in_test", "at_home_phlebotomy"]);
    const [walkIn, atHome] = questCmp[0]!.options;
    expect(walkIn!.labTestId).not.toBe(atHome!.labTestId);
    expect(atHome!.price!).toBeGreaterThan(walkIn!.price!);
    // 40 tests, some panels offered two ways: fewer entries than tests, every test in one of them.
    expect(entries.length).toBeLessThan(seeded.length);
    expect(entries.flatMap((e) => e.options)).toHaveLength(seeded.length);
  });

  it("leaves inactive tests out and tells tests without markers apart by name", () => {
    const base = seeded[0]!;
    const found = catalogueEntries([
      { ...base, id: "a", markers: [], name: "Allergy panel" },
      { ...base, id: "b", markers: [], name: "Allergy panel (At-Home Draw)", method: "at_home_phlebotomy" },
      { ...base, id: "c", markers: [], name: "Lead, blood" },
      { ...base, id: "d", isActive: false },
    ]);
    expect(found.map((e) => [e.name, e.options.map((o) => o.labTestId)])).toEqual([
      ["Allergy panel", ["a", "b"]],
      ["Lead, blood", ["c"]],
    ]);
  });
});

describe("searchCatalogue", () => {
  it("finds by name, lab and marker, every word at a word's start, best matches first", () => {
    expect(names(searchCatalogue(entries, { q: "lipid" }))[0]).toMatch(/: Lipid Panel/);
    // A marker the name does not mention: glucose is measured by the metabolic panels.
    const glucose = names(searchCatalogue(entries, { q: "glucose" }));
    expect(glucose.some((n) => n.includes("Comprehensive Metabolic Panel"))).toBe(true);
    expect(glucose.some((n) => n.includes("Basic Metabolic Panel"))).toBe(true);
    expect(names(searchCatalogue(entries, { q: "quest cmp" }))).toEqual(["quest: Comprehensive Metabolic Panel (CMP)"]);
    // Accents and case do not matter; a word must begin a word ("ipid" finds nothing).
    expect(searchCatalogue(entries, { q: "LÍPID" }).total).toBe(searchCatalogue(entries, { q: "lipid" }).total);
    expect(searchCatalogue(entries, { q: "ipid" }).total).toBe(0);
  });

  it("narrows to entries that allow a collection method, and caps the list but counts them all", () => {
    const kits = searchCatalogue(entries, { method: "testkit" });
    expect(kits.total).toBeGreaterThan(0);
    expect(kits.entries.every((e) => e.options.some((o) => o.method === "testkit"))).toBe(true);
    const all = searchCatalogue(entries, {}, 5);
    expect(all.entries).toHaveLength(5);
    expect(all.total).toBe(entries.length);
    expect(all.entries.map((e) => e.key)).toEqual(entries.slice(0, 5).map((e) => e.key));
  });
});
