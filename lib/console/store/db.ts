import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { env } from "@/lib/env";
import { toStoreError, type StoreError } from "./errors";
import type * as tables from "./schema.pg";
import { processSlot } from "@/lib/process-singleton";

export type StoreTables = typeof tables;

/**
 * The console store on either dialect. Its queries are written once against `orm` and `tables`,
 * typed as PostgreSQL's; on SQLite both are the SQLite schema's, whose query builders have the
 * same shape for everything the store uses. The store's tests run every query on both.
 */
export type ConsoleDb = {
  readonly dialect: "sqlite" | "postgres";
  readonly orm: NodePgDatabase<StoreTables>;
  readonly tables: StoreTables;
  close(): Promise<void>;
};

// One handle per process: Next.js may load this module once per bundle layer.
const store = processSlot<Promise<ConsoleDb>>("consoleStore");

async function openConfigured(): Promise<ConsoleDb> {
  const e = env();
  if (e.DATABASE_URL) {
    const { openPostgresConsoleDb } = await import("./open-postgres");
    return openPostgresConsoleDb(e.DATABASE_URL, { poolMax: e.DATABASE_POOL_MAX });
  }
  const { openSqliteConsoleDb } = await import("./open-sqlite");
  return openSqliteConsoleDb(path.join(e.DATA_DIR, "console.db"));
}

/**
 * The console store: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR, opened and
 * migrated on first use. A failed open is forgotten, so the next request tries again and the
 * instance recovers once the database is back.
 */
export function consoleDb(): Promise<ConsoleDb> {
  store.value ??= openConfigured().catch((error: unknown) => {
    store.value = undefined;
    throw toStoreError(error);
  });
  return store.value;
}

/**
 * One line on a store that could not be opened, for a person starting the console: where it is
 * (host and database only: a URL can carry a password), why, and what to check.
 */
export function storeFailureLine(error: StoreError): string {
  const e = env();
  if (!e.DATABASE_URL) return `Cannot open the console store in ${e.DATA_DIR}: ${error.message}`;
  const { hostname, port, pathname, searchParams } = new URL(e.DATABASE_URL);
  const where = `${searchParams.get("host") ?? hostname}${port ? `:${port}` : ""}${pathname}`;
  const hint = error.kind === "unavailable" ? " Check DATABASE_URL and that PostgreSQL is running." : "";
  return `Cannot open the console database at ${where}: ${error.message}${hint}`;
}

/** Tests point the store at their own database. */
export function useConsoleDb(db: ConsoleDb) {
  store.value = Promise.resolve(db);
}

/** Closes the store's connections, for a graceful shutdown; the next use opens it again. */
export async function closeConsoleStore(): Promise<void> {
  const open = store.value;
  store.value = undefined;
  await (await open?.catch(() => undefined))?.close();
}
