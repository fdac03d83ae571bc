import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { freshPostgresUrl } from "./postgres-database";

/** Both dialects the console store runs on; store suites run once for each. */
export const STORE_DIALECTS = ["sqlite", "postgres"] as const;
export type StoreDialect = (typeof STORE_DIALECTS)[number];

const opened: ConsoleDb[] = [];
// Registered while the importing test file is collected: its pools close when the file is done.
afterAll(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

/** A console store on a real SQLite file in a fresh temporary folder. */
export function tempConsoleDb(): ConsoleDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-console-"));
  const db = openSqliteConsoleDb(path.join(dir, "console.db"));
  opened.push(db);
  return db;
}

/** A fresh, migrated console store on either dialect: PostgreSQL gets a new database of its own. */
export async function tempConsoleStore(dialect: StoreDialect): Promise<ConsoleDb> {
  if (dialect === "sqlite") return tempConsoleDb();
  const db = await openPostgresConsoleDb(await freshPostgresUrl(), { poolMax: 4 });
  opened.push(db);
  return db;
}

/**
 * Two handles on one fresh store, as two console instances have: two connections to one SQLite
 * file, or two pools on one PostgreSQL database.
 */
export async function twoConsoleStores(dialect: StoreDialect): Promise<[ConsoleDb, ConsoleDb]> {
  const open = async (target: string) =>
    dialect === "sqlite" ? openSqliteConsoleDb(target) : openPostgresConsoleDb(target, { poolMax: 4 });
  const target =
    dialect === "sqlite"
      ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-console-")), "console.db")
      : await freshPostgresUrl();
  const first = await open(target);
  const second = await open(target);
  opened.push(first, second);
  return [first, second];
}
