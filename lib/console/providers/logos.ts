import "server-only";
import { LRUCache } from "lru-cache";
import { serviceClient } from "@/lib/service";
import type { FetchedImage } from "@/lib/service/image-fetch";
import { processSingleton } from "@/lib/process-singleton";
import { sharedCatalogue } from "@/lib/shared-catalogue";

/**
 * Provider logos, by slug, for the console to serve from its own origin. Only a logo the
 * service's provider catalogue names is fetched, so the route cannot be aimed at any other
 * address. The images are kept a while: a users page shows the same few dozen logos on every
 * row, and they change rarely.
 */
const IMAGE_TTL_MS = 60 * 60_000;

/** Each provider's logo address as the service gives it (the users list's catalogue rewrites them). */
const logoUrls = sharedCatalogue(
  "providerLogoUrls",
  async () =>
    new Map((await serviceClient().listProviders()).flatMap((p) => (p.logo ? [[p.slug, p.logo] as const] : []))),
);
// One per process, not per bundle layer (Next.js may load this module once per layer).
const images = processSingleton(
  "providerLogos",
  () => new LRUCache<string, FetchedImage>({ max: 200, ttl: IMAGE_TTL_MS }),
);

/** The logo of the provider with this slug, or null when the catalogue names none. */
export async function providerLogo(slug: string): Promise<FetchedImage | null> {
  const cached = images.get(slug);
  if (cached) return cached;
  const url = (await logoUrls()).get(slug);
  if (!url) return null;
  const image = await serviceClient().providerLogo(url);
  images.set(slug, image);
  return image;
}
