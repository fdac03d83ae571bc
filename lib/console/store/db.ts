import path from "node:path";
import type Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { env } from "@/lib/env";
import { migrationsPath, openSqliteFile } from "@/lib/sqlite/open";
import * as schema from "./schema";

export type ConsoleDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export function openConsoleDb(file: string): ConsoleDb {
  const db = drizzle(openSqliteFile(file), { schema });
  migrate(db, { migrationsFolder: migrationsPath("lib/console/store/migrations") });
  return db;
}

// One handle per process: Next.js may load this module once per bundle layer.
const g = globalThis as typeof globalThis & { __labdeskConsoleDb?: ConsoleDb };

/** The console store in DATA_DIR, opened (and migrated) on first use. */
export function consoleDb(): ConsoleDb {
  g.__labdeskConsoleDb ??= openConsoleDb(path.join(env().DATA_DIR, "console.db"));
  return g.__labdeskConsoleDb;
}

/** Tests point the store at their own file. */
export function useConsoleDb(db: ConsoleDb) {
  g.__labdeskConsoleDb = db;
}
