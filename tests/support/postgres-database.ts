/**
 * For test files: a new, empty database on the one PostgreSQL server that
 * tests/support/postgres-global-setup.ts starts for the whole run, so files running in parallel
 * never see each other's rows.
 */
import { inject } from "vitest";
import { createDatabase } from "./postgres-server";

declare module "vitest" {
  interface ProvidedContext {
    /** postgres:// URL of the run's server's maintenance database (see postgres-global-setup.ts). */
    postgresAdminUrl: string;
  }
}

/** Creates a database for the calling test and returns its postgres:// URL. */
export function freshPostgresUrl(): Promise<string> {
  return createDatabase(inject("postgresAdminUrl"));
}
