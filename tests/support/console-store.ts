import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";

/** A console store on a real SQLite file in a fresh temporary folder. */
export function tempConsoleDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-console-"));
  return openSqliteConsoleDb(path.join(dir, "console.db"));
}
