import "server-only";
import { serviceClient, type ServiceClient } from "@/lib/service";
import { catalogueEntries, searchCatalogue, type CatalogueEntry, type CatalogueQuery } from "./catalogue-entries";
import { processSingleton } from "@/lib/process-singleton";

/**
 * The lab test catalogue for the order form, read from the service in pages and kept for a few
 * minutes per console instance: it changes rarely, the form searches it as the person types (by
 * name, lab and marker, which the service's own `name` filter cannot), and a search then costs
 * no service call. A failed read is not kept, so the next search asks again.
 */
const TTL_MS = 10 * 60_000;
const PAGE_SIZE = 500;
/** A bound on the walk, far above any real catalogue, so a service that never ends a list cannot hold a request. */
const MAX_PAGES = 40;

type Cached = { at: number; entries: Promise<CatalogueEntry[]> };
// One per process: Next.js may load this module once per bundle layer. Keyed by the client, so a
// test that hands the console another service never reads the last one's catalogue.
const byClient = processSingleton("catalogue", () => new WeakMap<ServiceClient, Cached>());

async function walk(client: ServiceClient): Promise<CatalogueEntry[]> {
  const tests = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const found = await client.listLabTests({ lab_test_limit: PAGE_SIZE, next_cursor: cursor });
    tests.push(...found.tests);
    if (!found.nextCursor) break;
    cursor = found.nextCursor;
  }
  return catalogueEntries(tests);
}

export function catalogue(now = Date.now()): Promise<CatalogueEntry[]> {
  const client = serviceClient();
  const hit = byClient.get(client);
  if (hit && now - hit.at < TTL_MS) return hit.entries;
  const entries = walk(client);
  byClient.set(client, { at: now, entries });
  entries.catch(() => {
    if (byClient.get(client)?.entries === entries) byClient.delete(client);
  });
  return entries;
}

/** The entries a search finds (at most 30), best first, and how many matched in all. */
export async function findLabTests(query: CatalogueQuery) {
  return searchCatalogue(await catalogue(), query);
}

/** The catalogue entry a test belongs to, to check an order against what the form offered. */
export async function entryOfTest(labTestId: string): Promise<CatalogueEntry | null> {
  return (await catalogue()).find((e) => e.options.some((o) => o.labTestId === labTestId)) ?? null;
}
