/**
 * Vitest globalSetup: one PostgreSQL server for the whole run (starting one takes about two
 * seconds, mostly initdb, so not one per test file). Test files get their own database on it with
 * freshPostgresUrl() from ./postgres-database.
 */
import type { TestProject } from "vitest/node";
import type {} from "./postgres-database"; // the type of the provided "postgresAdminUrl"
import { startPostgres } from "./postgres-server";

export default async function startRunPostgres(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresAdminUrl", server.adminUrl);
  return () => server.stop();
}
