import { asc, eq } from "drizzle-orm";
import type { Provider } from "@/lib/contract/providers";
import type { ServiceDb } from "../db/client";
import { providers } from "../db/schema";
import { providerLogoPath } from "../seed/providers";

/** Logos are stored as paths on the service; clients get absolute URLs. */
export const absoluteLogo = (origin: string, logo: string | null) =>
  logo && logo.startsWith("/") ? origin + logo : logo;

/**
 * A provider's logo as an absolute URL, never null: the real service always sends one (its SDK
 * requires the string), so a provider stored without a logo gets the catalogue's default path.
 */
export const providerLogo = (origin: string, slug: string, logo: string | null): string =>
  absoluteLogo(origin, logo ?? providerLogoPath(slug)) ?? origin + providerLogoPath(slug);

export function listProviders(db: ServiceDb, origin: string, sourceType?: string | null): Provider[] {
  const q = db.select().from(providers);
  const rows = (sourceType ? q.where(eq(providers.sourceType, sourceType)) : q).orderBy(asc(providers.name)).all();
  return rows.map((p) => ({
    name: p.name,
    slug: p.slug,
    description: p.description,
    logo: absoluteLogo(origin, p.logo),
    auth_type: p.authType,
    supported_resources: p.supportedResources,
  }));
}
