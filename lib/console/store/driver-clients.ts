import type Database from "better-sqlite3";
import type pg from "pg";
import type { ConsoleDb } from "./db";

/**
 * The driver under a store, for the few statements written in plain SQL against it (the audit
 * chain's appends and checks). Types only: neither driver is loaded here.
 */
export const sqliteClient = (db: ConsoleDb) => (db.orm as unknown as { $client: Database.Database }).$client;

export const postgresPool = (db: ConsoleDb) => (db.orm as unknown as { $client: pg.Pool }).$client;
