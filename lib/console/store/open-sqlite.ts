import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { migrationsPath, openSqliteFile } from "@/lib/sqlite/open";
import type { ConsoleDb } from "./db";
// eslint-disable-next-line no-restricted-imports -- a store seals its audit records from the moment it opens until it closes
import { startSealing, stopSealing } from "@/lib/console/audit/chain/sealer";
import { sanitisedOrm } from "./sanitised-orm";
import * as tables from "./schema.sqlite";

/** The console store in one SQLite file, migrated on open: the default, with nothing to install. */
export function openSqliteConsoleDb(file: string): ConsoleDb {
  const client = openSqliteFile(file);
  const orm = drizzle(client, { schema: tables });
  migrate(orm, { migrationsFolder: migrationsPath("lib/console/store/migrations/sqlite") });
  const db: ConsoleDb = {
    dialect: "sqlite",
    // The SQLite builders answer the same calls as PostgreSQL's for every query the store makes.
    orm: sanitisedOrm(orm) as unknown as ConsoleDb["orm"],
    tables: tables as unknown as ConsoleDb["tables"],
    // What this instance appended is sealed before the file is closed.
    close: () => stopSealing(db).then(() => void client.close()),
  };
  startSealing(db);
  return db;
}
