import type { SourceMarkerView } from "@/lib/service/read/lab-results";

/**
 * A report sorted by what was ordered: each test (or panel) of the order with its markers under
 * its name, so "Glucose" of a metabolic panel and "Glucose" of a urinalysis read apart. Pure, so
 * the rules are testable without a service.
 */

/** One of the order's lab tests; `name` is null when the catalogue could not name it. */
export type OrderTest = { id: string; name: string | null; markerSlugs: readonly string[] };

/** What a result or a missing result carries that tells where it belongs. */
type Placeable = {
  name: string;
  slug: string | null;
  type?: string | null;
  source_markers: readonly SourceMarkerView[];
};

export type ResultGroup<R, M> = { name: string; rows: R[]; missing: M[] };

/** The heading of results nothing ties to one of the order's tests. */
export const OTHER_RESULTS = "Other results";

/** A test's heading: its name, or its id when the catalogue could not name it. */
export const testHeading = (t: Pick<OrderTest, "id" | "name">) => t.name ?? `Lab test ${t.id}`;

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * Where each result goes, first rule that applies: the ordered marker the service says it was
 * reported for (`source_markers`, as the real service sends it); the test whose markers include
 * its slug; for a comment, the marker it follows; the order's only test; else "Other results".
 * Groups come in the order's own order of tests, then as they first appear; empty ones are left out.
 */
export function groupResults<R extends Placeable, M extends Placeable>(
  rows: readonly R[],
  missing: readonly M[],
  tests: readonly OrderTest[],
): ResultGroup<R, M>[] {
  const groups = new Map<string, ResultGroup<R, M>>();
  const open = (name: string) => {
    const key = keyOf(name);
    if (!groups.has(key)) groups.set(key, { name, rows: [], missing: [] });
    return key;
  };
  for (const t of tests) open(testHeading(t));

  const place = (item: Placeable, previous: string | null): string => {
    const parent = item.source_markers[0];
    if (parent && parent.name.trim() !== "") return open(parent.name);
    const owner = item.slug ? tests.find((t) => t.markerSlugs.includes(item.slug!)) : undefined;
    if (owner) return open(testHeading(owner));
    if (item.type === "comment" && previous) return previous;
    if (tests.length === 1) return open(testHeading(tests[0]!));
    return open(OTHER_RESULTS);
  };

  let previous: string | null = null;
  for (const r of rows) {
    previous = place(r, previous);
    groups.get(previous)!.rows.push(r);
  }
  for (const m of missing) groups.get(place(m, null))!.missing.push(m);

  const filled = [...groups.entries()].filter(([, g]) => g.rows.length + g.missing.length > 0);
  const other = keyOf(OTHER_RESULTS);
  return [...filled.filter(([k]) => k !== other), ...filled.filter(([k]) => k === other)].map(([, g]) => g);
}
