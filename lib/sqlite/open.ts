import path from "node:path";
import Database from "better-sqlite3";
import { ensurePrivateDir, ensurePrivateFile, narrowIfPresent } from "@/lib/data-dir/private-files";

/**
 * Opens a SQLite file the way both stores want it: WAL so readers never wait for the writer,
 * foreign keys on, and a busy timeout so two processes (the console and the CLI) can share it.
 */
export function openSqliteFile(file: string): Database.Database {
  if (file !== ":memory:") {
    ensurePrivateDir(path.dirname(file));
    ensurePrivateFile(file);
  }
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // New WAL files take the database file's mode; ones left by an older version may be wider.
  if (file !== ":memory:") for (const suffix of ["-wal", "-shm"]) narrowIfPresent(file + suffix);
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/** Migration folders are read from the project root at run time (the server runs from there). */
export const migrationsPath = (relative: string) => path.join(process.cwd(), relative);
