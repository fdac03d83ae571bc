import { getTableColumns, sql } from "drizzle-orm";
import type { ServiceDb } from "../db/client";
import { providers } from "../db/schema";
import { PROVIDER_CATALOG } from "./provider-catalog";

/** Logos are served by the embedded service itself so the catalogue works offline. */
export const providerLogoPath = (slug: string) => `/link/logos/${slug}.svg`;

export function seedProviderCatalog(db: ServiceDb) {
  const rows = PROVIDER_CATALOG.map((p, i) => ({
    slug: p.slug,
    id: i + 1,
    name: p.name,
    description: p.description,
    logo: providerLogoPath(p.slug),
    authType: p.authType,
    sourceType: p.sourceType,
    supportedResources: p.resources,
    group: p.group ?? null,
    isActive: true,
    backfillNumDays: p.backfillDays ?? null,
    oauth: p.oauth ?? false,
    stepsResolutionSeconds: p.stepsSeconds ?? null,
    deviceType: p.deviceType ?? "unknown",
  }));
  db.insert(providers)
    .values(rows)
    .onConflictDoUpdate({
      target: providers.slug,
      // Every column but the key takes the catalogue's current value.
      set: Object.fromEntries(
        Object.entries(getTableColumns(providers))
          .filter(([key]) => key !== "slug")
          .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
      ),
    })
    .run();
}
