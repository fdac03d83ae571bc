/**
 * Where the console serves a provider's logo from: its own origin, whatever host the service
 * keeps the image on (see app/(console)/providers/logos/[slug]/route.ts).
 */
export const providerLogoPath = (slug: string) => `/providers/logos/${encodeURIComponent(slug)}`;
