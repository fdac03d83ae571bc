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
import { canonicalJson, chainHash, GENESIS_HASH } from "@/lib/console/audit/chain/hash";
import { verifyAuditLog } from "@/lib/console/audit/chain/verify-audit-log";
import { appendAudit, queryAudit } from "@/lib/console/audit/store";
import { latestAuditVerification } from "@/lib/console/audit/chain/store";
import { sealNow } from "@/lib/console/audit/chain/sealer";
import { auditContentJson } from "@/lib/console/audit/store-encoding";
import type { ConsoleDb } from "@/lib/console/store/db";
import { openPostgresConsoleDb } from "@/lib/console/store/open-postgres";
import { openSqliteConsoleDb } from "@/lib/console/store/open-sqlite";
import { appendingProcesses } from "../support/audit-append-processes";
import { dropAuditGuards, sqlOn } from "../support/audit-tamper";
import { STORE_DIALECTS, tempConsoleStore, type StoreDialect } from "../support/console-store";
import { freshPostgresUrl } from "../support/postgres-database";

/**
 * The chain as the console writes it: intact logs verify, appends and seals from several
 * connections and processes at once keep one unbroken chain, and a log from before the chain is
 * taken over as it is.
 */
const verify = (db: ConsoleDb) => verifyAuditLog(db, "test");
/** Each record in seq order with its link, if sealed. */
const seqsAndLinks = async (db: ConsoleDb) =>
  (
    await sqlOn(
      db,
      "SELECT a.seq, l.position, l.prev_hash, l.hash FROM audit_log a LEFT JOIN audit_links l ON l.seq = a.seq ORDER BY a.seq",
    )
  ).map((r) => ({
    seq: Number(r.seq),
    position: r.position === null ? null : Number(r.position),
    prev: r.prev_hash as string | null,
    hash: r.hash as string | null,
  }));
/** The links in chain order. */
const links = async (db: ConsoleDb) =>
  (await sqlOn(db, "SELECT position, seq, prev_hash, hash FROM audit_links ORDER BY position")).map((r) => ({
    position: Number(r.position),
    seq: Number(r.seq),
    prev: String(r.prev_hash),
    hash: String(r.hash),
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
    expect(chain.map((r) => r.position)).toEqual([1, 2, 3]);
    expect(chain.map((r) => r.prev)).toEqual([GENESIS_HASH, chain[0]!.hash, chain[1]!.hash]);
    expect(v.headHash).toBe(chain[2]!.hash);
    // The pages read records as before, without the chain's columns.
    expect((await queryAudit(db, {}, { limit: 1 })).rows[0]).not.toHaveProperty("hash");
  });

  it("keeps one chain while two connections and two processes append and seal at once", async () => {
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
    // Each process seals what it appended before it ends; so do the two handles here.
    await workers.stop();
    await Promise.all([sealNow(a), sealNow(b)]);
    const chain = await seqsAndLinks(a);
    expect(chain.map((r) => r.seq)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    // Every record sealed once, at positions 1–500 without gaps or forks, each linking to the one before.
    const sealed = await links(a);
    expect(sealed.map((l) => l.position)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(sealed.map((l) => l.seq).sort((x, y) => x - y)).toEqual(chain.map((r) => r.seq));
    expect(sealed.map((l) => l.prev)).toEqual([GENESIS_HASH, ...sealed.slice(0, -1).map((l) => l.hash)]);
    expect(await verify(b)).toMatchObject({ ok: true, checkedRows: 500, headSeq: sealed[499]!.seq });
    await Promise.all([a.close(), b.close()]);
  });

  it("writes and seals a burst of appends from one handle, and fails only a record the store refuses", async () => {
    const db = await tempConsoleStore(dialect);
    // PostgreSQL refuses a NUL in text (SQLite keeps it): that append fails, the others do not.
    const detail = (i: number) => (dialect === "postgres" && i === 3 ? "nul \u0000 here" : `burst ${i}`);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => appendAudit(db, { action: "users.view", outcome: "ok", detail: detail(i) })),
    );
    const refused = dialect === "postgres" ? [3] : [];
    expect(results.flatMap((r, i) => (r.status === "rejected" ? [i] : []))).toEqual(refused);
    // Appends in flight at once on several connections commit in any order.
    const written = (await sqlOn(db, "SELECT detail FROM audit_log ORDER BY seq")).map((r) => String(r.detail));
    expect(written.sort()).toEqual([0, 1, 2, 3, 4, 5].filter((i) => !refused.includes(i)).map((i) => `burst ${i}`));
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
    expect(chain[3]!.position).toBe(4);
    await db.close();
  });

  it("takes over a log chained in the row: its records still verify, and links continue from its head", async () => {
    const db = await storeFromBeforeLinks(dialect, 3);
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 3, unchainedRows: 0, headSeq: 3 });
    await appendAudit(db, { action: "users.view", outcome: "ok" });
    await appendAudit(db, { action: "users.view", outcome: "ok" });
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 5, unchainedRows: 0, headSeq: 5 });
    const chain = await seqsAndLinks(db);
    const inRow = await sqlOn(db, "SELECT hash FROM audit_log WHERE hash IS NOT NULL ORDER BY seq");
    expect(chain.map((r) => r.position)).toEqual([null, null, null, 4, 5]);
    expect(chain[3]!.prev).toBe(inRow[2]!.hash);
    // The old chain is checked as it was: a record in it edited is found.
    await dropAuditGuards(db);
    await sqlOn(db, "UPDATE audit_log SET detail = 'edited' WHERE seq = 2");
    expect(await verify(db)).toMatchObject({ ok: false, checkedRows: 1, badSeq: 2, problem: "content_changed" });
    await db.close();
  });
});

/**
 * A store migrated up to just before the chain, with records written the way the console wrote
 * them then, and opened (migrating the rest) as an upgraded installation opens it.
 */
async function storeFromBeforeTheChain(dialect: StoreDialect, records: number): Promise<ConsoleDb> {
  const insert = "INSERT INTO audit_log (at, action, outcome) VALUES ('2026-01-01T00:00:00.000Z', 'users.view', 'ok')";
  return storeMigratedUpTo(dialect, "audit_chain", async (run) => {
    for (let i = 0; i < records; i++) await run(insert);
  });
}

/**
 * A store migrated up to just before links, with records chained in the row as the console
 * chained them then (the next seq and the newest hash; PostgreSQL's head moved with them).
 */
async function storeFromBeforeLinks(dialect: StoreDialect, records: number): Promise<ConsoleDb> {
  return storeMigratedUpTo(dialect, "audit_links", async (run) => {
    let prev = GENESIS_HASH;
    for (let seq = 1; seq <= records; seq++) {
      const at = `2026-01-01T00:00:0${seq}.000Z`;
      const hash = chainHash(prev, seq, canonicalJson({ action: "users.view", at, outcome: "ok" }));
      const values = `${seq}, '${at}', 'users.view', 'ok', '${prev}', '${hash}'`;
      await run(
        dialect === "sqlite"
          ? `INSERT INTO audit_log (seq, at, action, outcome, prev_hash, hash) VALUES (${values})`
          : `INSERT INTO audit_log (seq, at, action, outcome, prev_hash, hash) OVERRIDING SYSTEM VALUE VALUES (${values})`,
      );
      if (dialect === "postgres")
        await run(`UPDATE audit_chain_head SET seq = ${seq}, prev_hash = '${prev}', hash = '${hash}'`);
      prev = hash;
    }
  });
}

/** A store migrated up to the first migration whose name has `before`, written to by `write`, then opened. */
async function storeMigratedUpTo(
  dialect: StoreDialect,
  before: string,
  write: (run: (statement: string) => Promise<unknown>) => Promise<void>,
): Promise<ConsoleDb> {
  const folder = path.join(process.cwd(), "lib/console/store/migrations", dialect === "sqlite" ? "sqlite" : "postgres");
  const folderBefore = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-before-chain-"));
  fs.cpSync(folder, folderBefore, { recursive: true });
  const journalFile = path.join(folderBefore, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const first = journal.entries.findIndex((e) => e.tag.includes(before));
  expect(first).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, first);
  fs.writeFileSync(journalFile, JSON.stringify(journal));

  if (dialect === "sqlite") {
    const file = path.join(folderBefore, "console.db");
    const client = new Database(file);
    migrateSqlite(drizzleSqlite(client), { migrationsFolder: folderBefore });
    await write(async (statement) => client.prepare(statement).run());
    client.close();
    return openSqliteConsoleDb(file);
  }
  const url = await freshPostgresUrl();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  await migratePg(drizzlePg(pool), { migrationsFolder: folderBefore });
  await write((statement) => pool.query(statement));
  await pool.end();
  return openPostgresConsoleDb(url, { poolMax: 2 });
}
