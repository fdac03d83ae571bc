import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * Opens a SQLite file the way both stores want it: WAL so readers never wait for the writer,
 * foreign keys on, and a busy timeout so two processes (the console and the CLI) can share it.
 */
export function openSqliteFile(file: string): Database.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/** Migration folders are read from the project root at run time (the server runs from there). */
export const migrationsPath = (relative: string) => path.join(process.cwd(), relative);
