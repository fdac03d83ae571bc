import "server-only";
import { LRUCache } from "lru-cache";
import { serviceClient } from "@/lib/service";
import type { FetchedImage } from "@/lib/service/image-fetch";
import { processSingleton } from "@/lib/process-singleton";

/**
 * Provider logos, by slug, for the console to serve from its own origin. Only a logo the
 * service's provider catalogue names is fetched, so the route cannot be aimed at any other
 * address. The catalogue and the images are kept a while: a users page shows the same few dozen
 * logos on every row, and they change rarely.
 */
const CATALOGUE_TTL_MS = 10 * 60_000;
const IMAGE_TTL_MS = 60 * 60_000;

type Caches = {
  catalogue: LRUCache<"all", Map<string, string>>;
  images: LRUCache<string, FetchedImage>;
};
// One per process, not per bundle layer (Next.js may load this module once per layer).
const caches = processSingleton<Caches>("providerLogos", () => ({
  catalogue: new LRUCache({
    max: 1,
    ttl: CATALOGUE_TTL_MS,
    fetchMethod: async () =>
      new Map((await serviceClient().listProviders()).flatMap((p) => (p.logo ? [[p.slug, p.logo] as const] : []))),
  }),
  images: new LRUCache({ max: 200, ttl: IMAGE_TTL_MS }),
}));

/** The logo of the provider with this slug, or null when the catalogue names none. */
export async function providerLogo(slug: string): Promise<FetchedImage | null> {
  const cached = caches.images.get(slug);
  if (cached) return cached;
  const url = (await caches.catalogue.fetch("all"))?.get(slug);
  if (!url) return null;
  const image = await serviceClient().providerLogo(url);
  caches.images.set(slug, image);
  return image;
}
