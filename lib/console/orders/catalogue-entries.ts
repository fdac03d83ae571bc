import type { z } from "zod";
import type { labTestReader } from "@/lib/service/read/labs";

/**
 * The lab test catalogue as the order form offers it. The service lists one test per way of
 * collecting it (a lab's CMP walk-in and its CMP at-home draw are two tests with two ids and two
 * prices), so the form shows each panel of a lab once, with the collection methods it allows:
 * tests of one lab measuring the same markers are one entry. Browser-safe and pure, so the search
 * is tested without a service and the form renders what the action found.
 */
type LabTest = z.output<typeof labTestReader>;

/** One way of collecting an entry's sample: the test to order for it, and its price. */
export type CatalogueOption = { labTestId: string; method: string; price: number | null };

export type CatalogueEntry = {
  /** Stable across loads: the lab and what is measured. */
  key: string;
  name: string;
  lab: { id: number | null; slug: string | null; name: string };
  sampleType: string | null;
  fasting: boolean | null;
  markers: { name: string; unit: string | null }[];
  /** In the order the catalogue lists them; a method the console does not know is kept as sent. */
  options: CatalogueOption[];
};

/** "(At-Home Draw)", "- Test Kit": how catalogues tell one panel's ways of collecting apart in its name. */
const METHOD_SUFFIX = /\s*(?:\((?:at-home[^)]*|test kit|walk-in[^)]*|kit)\)|[-–]\s*(?:at-home draw|test kit))\s*$/i;

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function entryKey(t: LabTest): string {
  const lab = t.lab?.id ?? t.labId ?? t.lab?.slug ?? "?";
  const markers = t.markers.map((m) => m.slug).sort();
  // A test without markers is known only by its name.
  return `${lab}|${markers.length ? markers.join(",") : fold(t.name.replace(METHOD_SUFFIX, ""))}`;
}

/** Groups active tests into entries, in the catalogue's order (an entry where its first test was). */
export function catalogueEntries(tests: readonly LabTest[]): CatalogueEntry[] {
  const byKey = new Map<string, CatalogueEntry>();
  for (const t of tests) {
    if (t.isActive === false) continue;
    const key = entryKey(t);
    const option = { labTestId: t.id, method: t.method ?? "unknown", price: t.price ?? null };
    const found = byKey.get(key);
    if (found) {
      if (!found.options.some((o) => o.method === option.method)) found.options.push(option);
      // The name without a collection method in it is the panel's own.
      const name = t.name.replace(METHOD_SUFFIX, "");
      if (name.length < found.name.length) found.name = name;
      continue;
    }
    byKey.set(key, {
      key,
      name: t.name.replace(METHOD_SUFFIX, "") || t.name,
      lab: { id: t.lab?.id ?? t.labId ?? null, slug: t.lab?.slug ?? null, name: t.lab?.name ?? "Lab not named" },
      sampleType: t.sampleType,
      fasting: t.fasting,
      markers: t.markers.map((m) => ({ name: m.name, unit: m.unit })),
      options: [option],
    });
  }
  return [...byKey.values()];
}

export type CatalogueQuery = { q?: string; method?: string };
export type CatalogueFound = { entries: CatalogueEntry[]; total: number };

/** Every word typed must begin a word of the entry's name, lab or markers (or its lab's slug). */
function matcher(q: string) {
  const words = fold(q)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return (e: CatalogueEntry) => {
    if (words.length === 0) return 0;
    const name = fold(e.name);
    const haystack = ` ${[name, e.lab.name, e.lab.slug ?? "", ...e.markers.map((m) => m.name)].map(fold).join(" ")}`;
    const all = words.every((w) => new RegExp(`[^a-z0-9]${w}`).test(haystack));
    if (!all) return -1;
    // Best first: the name begins with what was typed, then every word is in the name, then the rest.
    if (name.startsWith(words.join(" "))) return 0;
    return words.every((w) => new RegExp(`(^|[^a-z0-9])${w}`).test(name)) ? 1 : 2;
  };
}

/** Entries matching the words and allowing the method, best first, at most `limit` of them. */
export function searchCatalogue(entries: readonly CatalogueEntry[], query: CatalogueQuery, limit = 30): CatalogueFound {
  const score = matcher(query.q ?? "");
  const ranked = entries
    .map((entry, i) => ({ entry, i, rank: score(entry) }))
    .filter((r) => r.rank >= 0 && (!query.method || r.entry.options.some((o) => o.method === query.method)))
    .sort((a, b) => a.rank - b.rank || a.i - b.i);
  return { entries: ranked.slice(0, limit).map((r) => r.entry), total: ranked.length };
}
