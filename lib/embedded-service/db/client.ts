import type Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { migrationsPath, openSqliteFile } from "@/lib/sqlite/open";
import * as schema from "./schema";
import { upgradeStepStorage } from "./upgrade-step-storage";

export type ServiceDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Opens (creating if needed) a service database file and brings its schema up to date. */
export function openServiceDb(file: string): ServiceDb {
  const db = drizzle(openSqliteFile(file), { schema });
  migrate(db, { migrationsFolder: migrationsPath("lib/embedded-service/db/migrations") });
  upgradeStepStorage(db);
  return db;
}
