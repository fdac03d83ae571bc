import { LRUCache } from "lru-cache";
import { processSingleton } from "@/lib/process-singleton";

/** How long one answer serves: a catalogue changes with the service's releases, not with patients. */
const CATALOGUE_FRESH_MS = 5 * 60_000;

/**
 * A service catalogue (its labs, its providers) that is the same for every staff member and
 * holds no patient data: one answer serves the whole process for a few minutes instead of costing
 * every view a service call, and concurrent first views share one call. A failure is not kept: a
 * thrown error never is, and an answer `failed` picks out is dropped once returned.
 */
export function sharedCatalogue<T extends object>(
  name: string,
  load: () => Promise<T>,
  failed: (answer: T) => boolean = () => false,
): () => Promise<T> {
  const cache = processSingleton(
    `catalogue.${name}`,
    () => new LRUCache<"all", T>({ max: 1, ttl: CATALOGUE_FRESH_MS, fetchMethod: load }),
  );
  return async () => {
    const answer = (await cache.fetch("all"))!;
    if (failed(answer)) cache.delete("all");
    return answer;
  };
}
