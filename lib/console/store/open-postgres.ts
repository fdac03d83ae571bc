import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { ConsoleDb } from "./db";
// eslint-disable-next-line no-restricted-imports -- a store seals its audit records from the moment it opens until it closes
import { startSealing, stopSealing } from "@/lib/console/audit/chain/sealer";
import { sanitisedOrm } from "./sanitised-orm";
import * as tables from "./schema.pg";

// Read from the project root at run time, where the server runs; not through lib/sqlite, whose
// driver a deployment on PostgreSQL against a remote service never needs to load.
const MIGRATIONS = path.join(process.cwd(), "lib/console/store/migrations/postgres");

/** Any fixed number: every instance takes the same advisory lock to migrate. */
const MIGRATION_LOCK = 7_240_001;

/**
 * The console store on PostgreSQL, shared by every instance that has the same DATABASE_URL.
 * Migrations run under an advisory lock, so instances starting at the same moment take turns and
 * the later ones find nothing left to do.
 */
export async function openPostgresConsoleDb(url: string, options: { poolMax: number }): Promise<ConsoleDb> {
  const pool = openPool(url, options.poolMax, "labdesk-console");
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db: ConsoleDb = {
    dialect: "postgres",
    orm: sanitisedOrm(drizzle(pool, { schema: tables })),
    tables,
    // What this instance appended is sealed before its connections go.
    close: () => stopSealing(db).then(() => pool.end()),
  };
  startSealing(db);
  return db;
}

function openPool(url: string, max: number, name: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: name,
    // Date-only filters ("from 2026-11-01") compare as UTC midnight, as they do on SQLite.
    options: "-c TimeZone=UTC",
  });
  // A connection dropped while idle (a database restart) is replaced by the pool on next use;
  // without a listener the error would end the process. The query that needs it reports the outage.
  pool.on("error", () => {});
  return pool;
}

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
