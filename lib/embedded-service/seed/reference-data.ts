import type { ServiceDb } from "../db/client";
import { seedLabsAndPscNetwork } from "./labs";
import { seedProviderCatalog } from "./providers";

/**
 * Global reference data every database needs, whatever its teams: the provider catalogue, labs,
 * lab tests and the service-center network. Idempotent; runs at every start.
 */
export function ensureReferenceData(db: ServiceDb) {
  seedProviderCatalog(db);
  seedLabsAndPscNetwork(db);
}
