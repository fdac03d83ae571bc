import { describe, expect, it, vi } from "vitest";
import { canonicalJson, linkHash } from "@/lib/console/audit/chain/hash";
import { verifyAuditLog } from "@/lib/console/audit/chain/verify-audit-log";
import { appendAudit, type AuditEntry } from "@/lib/console/audit/store";
import { auditContentJson } from "@/lib/console/audit/store-encoding";
import { SEAL_BATCH, sealAudit } from "@/lib/console/audit/chain/seal";
import { sqliteSealSteps } from "@/lib/console/audit/chain/seal-sqlite";
import { sealNow } from "@/lib/console/audit/chain/sealer";
import type { ConsoleDb } from "@/lib/console/store/db";
import { postgresPool } from "@/lib/console/store/driver-clients";
import { sqlOn } from "../support/audit-tamper";
import { STORE_DIALECTS, tempConsoleStore, twoConsoleStores } from "../support/console-store";

/**
 * Sealing: an append is a plain insert, and the sealer links it to the chain just after, on its
 * own, in seq order of what it finds committed, however late a record commits and whatever seqs
 * are skipped.
 */
const verify = (db: ConsoleDb) => verifyAuditLog(db, "test");
const linkedSeqs = async (db: ConsoleDb) =>
  (await sqlOn(db, "SELECT seq FROM audit_links ORDER BY position")).map((r) => Number(r.seq));
const view = (i: number): AuditEntry => ({ action: "users.view", outcome: "ok", targetId: `u-${i}` });

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  it("seals an append soon after it, without being asked", async () => {
    const db = await tempConsoleStore(dialect);
    await appendAudit(db, view(1));
    await appendAudit(db, view(2));
    // Written at once, linked just after: the sealer runs within a fraction of a second.
    await vi.waitFor(async () => expect(await linkedSeqs(db)).toEqual([1, 2]), { timeout: 5_000, interval: 50 });
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 2, headSeq: 2 });
  });

  it("keeps one chain while two instances append and seal in turns", async () => {
    const [a, b] = await twoConsoleStores(dialect);
    for (let round = 0; round < 5; round++) {
      await Promise.all([appendAudit(a, view(round)), appendAudit(b, view(round + 100))]);
      await Promise.all([sealNow(a), sealNow(b), sealAudit(a, { limit: 1 })]);
    }
    expect((await linkedSeqs(a)).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(await verify(b)).toMatchObject({ ok: true, checkedRows: 10 });
  });

  it("seals awkward records with exactly the content verification rebuilds from them", async () => {
    const db = await tempConsoleStore(dialect);
    // PostgreSQL refuses a NUL in text; SQLite keeps it.
    const text = `Muñoz 😀 中文 e\u0301 \u2028 " \\ / \t\n \u0001 \u007f lone \ud800${dialect === "sqlite" ? " \u0000" : ""}`;
    const entries: AuditEntry[] = [
      // Every column that may be null is.
      { action: "users.view", outcome: "ok" },
      {
        action: "staff.set_role",
        outcome: "ok",
        staffEmail: text,
        detail: text,
        // Keys out of order, some that look like numbers (an object lists those first), odd ones.
        changes: { zeta: text, "10": "ten", "2": "two", "": "empty", [text]: "key", Ä: "x", alpha: "a" },
      },
      { action: "users.view", outcome: "failed", detail: `${"long ".repeat(40_000)}😀`, changes: {} },
      { action: "users.view", outcome: "denied", clientIp: "::1", requestId: "r-1", targetType: "user" },
    ];
    for (const entry of entries) await appendAudit(db, entry);
    expect(await sealAudit(db)).toBe(entries.length);
    const links = await sqlOn(db, "SELECT position, seq, prev_hash, hash FROM audit_links ORDER BY position");
    const { auditLog } = db.tables;
    const records = await db.orm.select().from(auditLog).orderBy(auditLog.seq);
    // Each hash the seal wrote is the one rebuilt from the record as verification reads it.
    expect(links.map((l) => l.hash)).toEqual(
      records.map((r, i) => linkHash(String(links[i]!.prev_hash), i + 1, r.seq, auditContentJson(db, r))),
    );
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: entries.length });
  });
});

describe("on sqlite", () => {
  it("works out a seal's links before taking the write lock, and again under it when another seal moved the head", async () => {
    const [a, b] = await twoConsoleStores("sqlite");
    for (let i = 0; i < 3; i++) await appendAudit(a, view(i));
    const stale = sqliteSealSteps(a).plan(SEAL_BATCH);
    expect(stale?.count).toBe(3);
    await appendAudit(b, view(3));
    expect(await sealAudit(b, { limit: 2 })).toBe(2);
    // Written as worked out, its links would take positions 1–3 again: they are linked anew from the head.
    expect(sqliteSealSteps(a).write(false, SEAL_BATCH, stale)).toBe(2);
    expect(await linkedSeqs(a)).toEqual([1, 2, 3, 4]);
    expect(await verify(b)).toMatchObject({ ok: true, checkedRows: 4 });
  });
});

describe("on postgres", () => {
  it("seals a record that commits after later ones were sealed, and passes over seqs never used", async () => {
    const db = await tempConsoleStore("postgres");
    const slow = await postgresPool(db).connect();
    try {
      await slow.query("BEGIN");
      await slow.query("INSERT INTO audit_log (at, action, outcome) VALUES (now(), 'users.view', 'ok')");
      // A rolled-back append leaves its seq unused.
      await slow.query("SAVEPOINT s");
      await slow.query("INSERT INTO audit_log (at, action, outcome) VALUES (now(), 'users.view', 'ok')");
      await slow.query("ROLLBACK TO SAVEPOINT s");
      await appendAudit(db, view(3));
      await appendAudit(db, view(4));
      await sealNow(db);
      expect(await linkedSeqs(db)).toEqual([3, 4]);
      await slow.query("COMMIT");
    } finally {
      slow.release();
    }
    // The seal after the commit finds seq 1 among the gaps it noted; seq 2 was never written.
    expect(await sealAudit(db)).toBe(1);
    expect(await linkedSeqs(db)).toEqual([3, 4, 1]);
    const [head] = await sqlOn(db, "SELECT seq, top_seq, gap_seqs FROM audit_chain_head");
    expect(head).toMatchObject({ seq: "3", top_seq: "4", gap_seqs: ["2"] });
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 3 });
  });

  it("reads the log only by index while sealing, even with plans made while the log was small", async () => {
    const db = await tempConsoleStore("postgres");
    // Plans made while the log is tiny and has no statistics (a new store) are kept as it grows.
    for (let i = 0; i < 8; i++) {
      await appendAudit(db, view(i));
      await sealNow(db);
    }
    await sqlOn(
      db,
      "INSERT INTO audit_log (at, action, outcome) SELECT now(), 'users.view', 'ok' FROM generate_series(1, 3000)",
    );
    const client = await postgresPool(db).connect();
    // Within one transaction the counts are this connection's own and do not move but for it.
    const seqScans = async () =>
      (
        await client.query(
          "SELECT seq_scan FROM pg_stat_xact_user_tables WHERE relname IN ('audit_log', 'audit_links') ORDER BY relname",
        )
      ).rows.map((r) => Number(r.seq_scan));
    try {
      await client.query("BEGIN");
      const before = await seqScans();
      expect((await client.query("SELECT audit_seal(false, 1000) AS n")).rows[0].n).toBe(1000);
      expect((await client.query("SELECT audit_seal(false, 1000) AS n")).rows[0].n).toBe(1000);
      // A whole-table scan on each seal costs the log's size every time records are sealed.
      expect(await seqScans()).toEqual(before);
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 3008 });
  });

  it("builds each record's content in the server exactly as the console does, awkward text included", async () => {
    const db = await tempConsoleStore("postgres");
    const awkward = [
      'quote " backslash \\ slash / tab \t newline \n',
      "control \u0001\u001f del \u007f nbsp \u00a0 line separator \u2028",
      "Muñoz 😀 中文 e\u0301",
      "lone \ud800 surrogate",
    ];
    for (const [i, text] of awkward.entries())
      await appendAudit(
        db,
        {
          action: "staff.set_role",
          outcome: "ok",
          detail: text,
          staffEmail: text,
          changes: { zeta: text, alpha: "ops → analyst", Ä: "x", "😀": "y", "": "empty", [text]: "key" },
        },
        new Date(Date.UTC(2026, 0, 1, 0, 0, i, i === 0 ? 0 : 7)),
      );
    await appendAudit(db, { action: "users.view", outcome: "denied", changes: {} });
    const rows = await sqlOn(db, "SELECT seq, audit_content(a) AS content FROM audit_log a ORDER BY seq");
    const { auditLog } = db.tables;
    const records = await db.orm.select().from(auditLog).orderBy(auditLog.seq);
    expect(rows.map((r) => r.content)).toEqual(records.map((r) => auditContentJson(db, r)));
    expect(String(rows[4]!.content)).toBe(
      canonicalJson({ action: "users.view", at: records[4]!.at, changes: {}, outcome: "denied" }),
    );
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 5 });
  });
});
