import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readOrCreateSecret } from "@/lib/data-dir/secret-file";
import { openSqliteFile } from "@/lib/sqlite/open";

const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);
const roots: string[] = [];
const tempRoot = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-modes-"));
  roots.push(root);
  return root;
};
afterEach(() => roots.splice(0).forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

/** Opens the store (writing a row, so SQLite makes its WAL and shared memory) and checks every mode. */
function expectPrivateAfterOpen(dir: string, file: string) {
  const db = openAndWrite(file);
  try {
    expect(mode(dir)).toBe("700");
    expect([file, `${file}-wal`, `${file}-shm`].map(mode)).toEqual(["600", "600", "600"]);
  } finally {
    db.close();
  }
}

/** Writes a row, so SQLite makes its WAL and shared-memory files. */
function openAndWrite(file: string) {
  const db = openSqliteFile(file);
  db.exec("create table if not exists t (x text); insert into t values ('phi')");
  return db;
}

describe("the data directory's modes", () => {
  it("makes the directory 0700 and the database, its WAL and shared memory 0600", () => {
    const dir = path.join(tempRoot(), "data");
    expectPrivateAfterOpen(dir, path.join(dir, "console.db"));
  });

  it("narrows a directory and files left world-readable by an older version", () => {
    const dir = path.join(tempRoot(), "data");
    const file = path.join(dir, "service.db");
    openAndWrite(file).close();
    fs.chmodSync(dir, 0o755);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(f)) fs.chmodSync(f, 0o644);
    expectPrivateAfterOpen(dir, file);
  });

  it("writes generated secrets 0600 into a 0700 directory", () => {
    const dir = path.join(tempRoot(), "data");
    readOrCreateSecret(dir, "auth-secret", () => "s".repeat(40));
    expect(mode(dir)).toBe("700");
    expect(mode(path.join(dir, "auth-secret"))).toBe("600");
  });
});
