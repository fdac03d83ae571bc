import type Database from "better-sqlite3";
import type pg from "pg";
import type { ConsoleDb } from "./db";

/**
 * The driver under a store, for the few statements written in plain SQL against it (the audit
 * chain's appends and checks). Types only: neither driver is loaded here.
 */
export const sqliteClient = (db: ConsoleDb) => (db.orm as unknown as { $client: Database.Database }).$client;

export const postgresPool = (db: ConsoleDb) => (db.orm as unknown as { $client: pg.Pool }).$client;

/**
 * PostgreSQL: the audit chain's own connection, whose commits do not wait for the disk (see
 * audit-append-postgres.ts), opened with the store and closed with it.
 */
const chainPools = new WeakMap<ConsoleDb, pg.Pool>();
export const attachAuditChainPool = (db: ConsoleDb, pool: pg.Pool) => void chainPools.set(db, pool);
export const auditChainPool = (db: ConsoleDb) => chainPools.get(db) ?? postgresPool(db);
