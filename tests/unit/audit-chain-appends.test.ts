import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzleSqlite } from "drizzle-orm/better-sqlite3";
import { migrate as migrateSqlite } from "drizzle-orm/better-sqlite3/migrator";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { GENESIS_HASH } from "@/lib/console/audit-chain/chain-hash";
import { verifyAuditLog } from "@/lib/console/audit-chain/verify-audit-log";
import { appendAudit, queryAudit } from "@/lib/console/store/audit";
import { latestAuditVerification } from "@/lib/console/store/audit-chain";
import { auditContentJson } from "@/lib/console/store/audit-encoding";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { appendingProcesses } from "../support/audit-append-processes";
import { sqlOn } from "../support/audit-tamper";
import { STORE_DIALECTS, tempConsoleStore, type StoreDialect } from "../support/console-store";
import { freshPostgresUrl } from "../support/postgres-database";

/**
 * The chain as the console writes it: intact logs verify, appends from several connections and
 * processes at once keep one unbroken chain, and a log from before the chain is taken over as it is.
 */
const verify = (db: ConsoleDb) => verifyAuditLog(db, "test");
const seqsAndLinks = async (db: ConsoleDb) =>
  (await sqlOn(db, "SELECT seq, prev_hash, hash FROM audit_log ORDER BY seq")).map((r) => ({
    seq: Number(r.seq),
    prev: r.prev_hash as string | null,
    hash: r.hash as string | null,
  }));

/** A second handle on the same store (another connection, or another instance's pool), and where it is. */
async function twoHandles(dialect: StoreDialect): Promise<{ where: string; a: ConsoleDb; b: ConsoleDb }> {
  if (dialect === "sqlite") {
    const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-chain-")), "console.db");
    return { where, a: openSqliteConsoleDb(where), b: openSqliteConsoleDb(where) };
  }
  const where = await freshPostgresUrl();
  return {
    where,
    a: await openPostgresConsoleDb(where, { poolMax: 4 }),
    b: await openPostgresConsoleDb(where, { poolMax: 4 }),
  };
}

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  it("verifies an intact log, links each record to the one before, and keeps the result", async () => {
    const db = await tempConsoleStore(dialect);
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 0, unchainedRows: 0, headSeq: null });
    await appendAudit(db, { action: "staff.set_role", outcome: "ok", changes: { role: "ops → analyst" } });
    // Text the stores change on the way in (a lone surrogate) or keep as it is (accents, emoji).
    await appendAudit(db, { action: "auth.sign_in", outcome: "denied", staffEmail: "mu\ud800ñoz😀@clinic.org" });
    await appendAudit(db, { action: "users.view", outcome: "ok", detail: undefined });

    const v = await verify(db);
    expect(v).toMatchObject({ ok: true, checkedRows: 3, unchainedRows: 0, headSeq: 3, badSeq: null, problem: null });
    expect(v.headHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await latestAuditVerification(db)).toEqual(v);
    const chain = await seqsAndLinks(db);
    expect(chain.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(chain.map((r) => r.prev)).toEqual([GENESIS_HASH, chain[0]!.hash, chain[1]!.hash]);
    expect(v.headHash).toBe(chain[2]!.hash);
    // The pages read records as before, without the chain's columns.
    expect((await queryAudit(db, {}, { limit: 1 })).rows[0]).not.toHaveProperty("hash");
  });

  it("keeps one chain while two connections and two processes append at once", async () => {
    const { where, a, b } = await twoHandles(dialect);
    const appends = (db: ConsoleDb, label: string) =>
      Array.from({ length: 100 }, (_, i) =>
        appendAudit(db, { action: "audit.read", outcome: "ok", targetType: "worker", targetId: `${label}-${i}` }),
      );
    const workers = await appendingProcesses(where, [
      { count: 150, label: "p1", parallel: 2 },
      { count: 150, label: "p2", parallel: 2 },
    ]);
    const [times] = await Promise.all([workers.go(), Promise.all([...appends(a, "a"), ...appends(b, "b")])]);
    expect(times).toHaveLength(2);
    await workers.stop();
    const chain = await seqsAndLinks(a);
    expect(chain.map((r) => r.seq)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(await verify(b)).toMatchObject({ ok: true, checkedRows: 500, headSeq: 500 });
    await Promise.all([a.close(), b.close()]);
  });

  it("chains a burst of appends from one handle in order, and fails only a record the store refuses", async () => {
    const db = await tempConsoleStore(dialect);
    // PostgreSQL refuses a NUL in text (SQLite keeps it): the burst goes out in one statement after
    // the first append, the server refuses it, and each record is then written on its own.
    const detail = (i: number) => (dialect === "postgres" && i === 3 ? "nul \u0000 here" : `burst ${i}`);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => appendAudit(db, { action: "users.view", outcome: "ok", detail: detail(i) })),
    );
    const refused = dialect === "postgres" ? [3] : [];
    expect(results.flatMap((r, i) => (r.status === "rejected" ? [i] : []))).toEqual(refused);
    const written = (await sqlOn(db, "SELECT detail FROM audit_log ORDER BY seq")).map((r) => r.detail);
    expect(written).toEqual([0, 1, 2, 3, 4, 5].filter((i) => !refused.includes(i)).map((i) => `burst ${i}`));
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 6 - refused.length });
  });

  it("leaves null columns out of what is hashed, so a column added later keeps earlier records verifying", async () => {
    const db = await tempConsoleStore(dialect);
    const at = "2026-05-01T10:00:00.000Z";
    expect(auditContentJson(db, { action: "users.view", outcome: "ok", at, detail: null, changes: null })).toBe(
      `{"action":"users.view","at":"${at}","outcome":"ok"}`,
    );
    // A record read back has every column; one whose new column is null hashes as it did before.
    expect(auditContentJson(db, { action: "users.view", outcome: "ok", at, laterColumn: null })).toBe(
      auditContentJson(db, { action: "users.view", outcome: "ok", at }),
    );
  });

  it("takes over a log from before the chain: its records are counted, not covered, and the chain starts after them", async () => {
    const db = await storeFromBeforeTheChain(dialect, 3);
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 0, unchainedRows: 3, headSeq: null });
    await appendAudit(db, { action: "users.view", outcome: "ok" });
    await appendAudit(db, { action: "users.view", outcome: "ok" });
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 2, unchainedRows: 3, headSeq: 5 });
    const chain = await seqsAndLinks(db);
    expect(chain.map((r) => r.hash === null)).toEqual([true, true, true, false, false]);
    expect(chain[3]!.prev).toBe(GENESIS_HASH);
    await db.close();
  });
});

/**
 * A store migrated up to just before the chain, with records written the way the console wrote
 * them then, and opened (migrating the rest) as an upgraded installation opens it.
 */
async function storeFromBeforeTheChain(dialect: StoreDialect, records: number): Promise<ConsoleDb> {
  const folder = path.join(process.cwd(), "lib/console/store/migrations", dialect === "sqlite" ? "sqlite" : "postgres");
  const before = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-before-chain-"));
  fs.cpSync(folder, before, { recursive: true });
  const journalFile = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const firstChain = journal.entries.findIndex((e) => e.tag.includes("audit_chain"));
  expect(firstChain).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, firstChain);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const insert = "INSERT INTO audit_log (at, action, outcome) VALUES ('2026-01-01T00:00:00.000Z', 'users.view', 'ok')";

  if (dialect === "sqlite") {
    const file = path.join(before, "console.db");
    const client = new Database(file);
    migrateSqlite(drizzleSqlite(client), { migrationsFolder: before });
    for (let i = 0; i < records; i++) client.prepare(insert).run();
    client.close();
    return openSqliteConsoleDb(file);
  }
  const url = await freshPostgresUrl();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await migratePg(drizzlePg(pool), { migrationsFolder: before });
  for (let i = 0; i < records; i++) await pool.query(insert);
  await pool.end();
  return openPostgresConsoleDb(url, { poolMax: 2 });
}
