import { describe, expect, it } from "vitest";
import { linkHash } from "@/lib/console/audit/chain/hash";
import { verifyAuditLog } from "@/lib/console/audit/chain/verify-audit-log";
import { appendAudit, type AuditEntry } from "@/lib/console/audit/store";
import { auditContentColumnNames, auditContentJson } from "@/lib/console/audit/store-encoding";
import type { ConsoleDb } from "@/lib/console/store/db";
import { dropAuditGuards, sqlOn } from "../support/audit-tamper";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

/**
 * Someone who owns the database drops the guards and changes the log or its links with plain SQL;
 * each kind of change makes verification fail at the first record that no longer fits, and say why.
 */
const T0 = Date.parse("2026-05-01T10:00:00Z");
const entry = (i: number): AuditEntry => ({
  staffId: `s-${i}`,
  staffEmail: "ada@clinic.org",
  role: "admin",
  action: i % 2 ? "users.view" : "staff.set_role",
  targetType: "user",
  targetId: `u-${i}`,
  outcome: "ok",
  requestId: `req-${i}`,
  clientIp: "10.0.0.1",
  changes: i % 2 ? null : { role: "ops → analyst" },
  detail: i === 2 ? "Muñoz" : null,
});
const verify = (db: ConsoleDb) => verifyAuditLog(db, "test");

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  async function tampered(records = 5) {
    const db = await tempConsoleStore(dialect);
    for (let i = 1; i <= records; i++) await appendAudit(db, entry(i), new Date(T0 + i * 1000));
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: records, headSeq: records });
    await dropAuditGuards(db);
    return db;
  }
  /** A record's link hash (every record here is sealed: verification sealed them). */
  const hashOf = async (db: ConsoleDb, seq: number) =>
    String((await sqlOn(db, `SELECT hash FROM audit_links WHERE seq = ${seq}`))[0]!.hash);

  it("names the record whose column was edited, whichever column it is", async () => {
    const db = await tampered();
    await sqlOn(db, "CREATE TABLE audit_copy AS SELECT * FROM audit_log WHERE seq = 2");
    const pg = dialect === "postgres";
    const edits: Record<string, string> = {
      at: pg ? "at + interval '1 millisecond'" : "'2026-05-01T10:00:02.001Z'",
      changes: pg ? `'{"role":"ops → admin"}'::jsonb` : `'{"role":"ops → admin"}'`,
    };
    const columns = [...auditContentColumnNames(db), "prev_hash", "hash"];
    for (const column of columns) {
      await sqlOn(db, `UPDATE audit_log SET ${column} = ${edits[column] ?? "'tampered'"} WHERE seq = 2`);
      expect(await verify(db), column).toMatchObject({
        ok: false,
        checkedRows: 1,
        badSeq: 2,
        problem: "content_changed",
        ...(column === "at" ? {} : { badAt: new Date(T0 + 2000).toISOString() }),
      });
      await sqlOn(db, `UPDATE audit_log SET ${column} = (SELECT ${column} FROM audit_copy) WHERE seq = 2`);
    }
    expect(columns).toEqual(expect.arrayContaining(["at", "action", "staff_email", "changes", "detail"]));
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 5 });

    // The record's link: its hash, the hash it links to, its place in the chain.
    await sqlOn(db, "CREATE TABLE link_copy AS SELECT * FROM audit_links WHERE seq = 2");
    for (const [column, value] of [
      ["hash", `'${"e".repeat(64)}'`],
      ["prev_hash", `'${"e".repeat(64)}'`],
      ["position", "100"],
    ]) {
      await sqlOn(db, `UPDATE audit_links SET ${column} = ${value} WHERE seq = 2`);
      expect(await verify(db), `link ${column}`).toMatchObject({
        ok: false,
        checkedRows: 1,
        badSeq: 2,
        problem: "content_changed",
      });
      await sqlOn(db, `UPDATE audit_links SET ${column} = (SELECT ${column} FROM link_copy) WHERE seq = 2`);
    }
    expect(await verify(db)).toMatchObject({ ok: true, checkedRows: 5 });
  });

  it("finds removed records, in the middle and at the end, also once more records follow", async () => {
    const middle = await tampered();
    await sqlOn(middle, "DELETE FROM audit_log WHERE seq = 3");
    expect(await verify(middle)).toMatchObject({
      ok: false,
      badSeq: 3,
      problem: "missing_records",
      detail: "record 3 is gone, though the chain links to it: removed",
    });

    const end = await tampered();
    await sqlOn(end, "DELETE FROM audit_log WHERE seq >= 4");
    expect(await verify(end)).toMatchObject({ ok: false, badSeq: 4, badAt: null, problem: "missing_records" });
    await appendAudit(end, entry(6));
    const after = await verify(end);
    expect(after).toMatchObject({ ok: false, badSeq: 4, problem: "missing_records" });
    expect(after.detail).toContain("records 4–5 are gone");

    // Records removed with their links: the head still says where the chain ended.
    const both = await tampered();
    await sqlOn(both, "DELETE FROM audit_log WHERE seq >= 4");
    await sqlOn(both, "DELETE FROM audit_links WHERE seq >= 4");
    const cut = await verify(both);
    expect(cut).toMatchObject({ ok: false, badSeq: 3, badAt: null, problem: "missing_records" });
    expect(cut.detail).toContain("the chain's links 4–5 are gone from the end of the chain");
  });

  it("finds a forged record: with a made-up hash, or slipped in by renumbering the records after it", async () => {
    const made = await tampered();
    await sqlOn(
      made,
      `INSERT INTO audit_log (seq, at, action, outcome, prev_hash, hash)
       VALUES (6, '2026-05-01T10:00:06.000Z', 'staff.create', 'ok', '${await hashOf(made, 5)}', '${"f".repeat(64)}')`,
    );
    // Records are linked by the sealer, not in the row: one that carries its own hash came around it.
    expect(await verify(made)).toMatchObject({ ok: false, badSeq: 6, checkedRows: 5, problem: "beyond_head" });

    const slipped = await tampered();
    await sqlOn(slipped, "UPDATE audit_log SET seq = seq + 100 WHERE seq >= 3");
    await sqlOn(slipped, "UPDATE audit_log SET seq = seq - 99 WHERE seq >= 100");
    await sqlOn(slipped, "UPDATE audit_links SET seq = seq + 100, position = position + 100 WHERE seq >= 3");
    await sqlOn(slipped, "UPDATE audit_links SET seq = seq - 99, position = position - 99 WHERE seq >= 100");
    // A forger who knows the recipe links the record perfectly to the one before it.
    const forged = { ...entry(9), at: new Date(T0 + 2500).toISOString(), action: "staff.create" };
    const prev = await hashOf(slipped, 2);
    const hash = linkHash(prev, 3, 3, auditContentJson(slipped, forged));
    await sqlOn(
      slipped,
      `INSERT INTO audit_log (seq, at, action, outcome, staff_id, staff_email, role, target_type, target_id, request_id, client_ip)
       VALUES (3, '${forged.at}', 'staff.create', 'ok', 's-9', 'ada@clinic.org', 'admin', 'user', 'u-9', 'req-9', '10.0.0.1')`,
    );
    await sqlOn(
      slipped,
      `INSERT INTO audit_links (position, seq, prev_hash, hash) VALUES (3, 3, '${prev}', '${hash}')`,
    );
    expect(await verify(slipped)).toMatchObject({ ok: false, checkedRows: 3, badSeq: 4, problem: "content_changed" });
  });

  it("finds reordered records and a record taken out of the chain (its link removed)", async () => {
    const reordered = await tampered();
    await sqlOn(reordered, "UPDATE audit_log SET seq = 100 WHERE seq = 2");
    await sqlOn(reordered, "UPDATE audit_log SET seq = 2 WHERE seq = 3");
    await sqlOn(reordered, "UPDATE audit_log SET seq = 3 WHERE seq = 100");
    expect(await verify(reordered)).toMatchObject({ ok: false, badSeq: 2, problem: "content_changed" });

    // Verification seals the record again, at the end; the gap its link left stays.
    const unlinked = await tampered();
    await sqlOn(unlinked, "DELETE FROM audit_links WHERE seq = 3");
    const found = await verify(unlinked);
    expect(found).toMatchObject({ ok: false, badSeq: 4, problem: "link_broken" });
    expect(found.detail).toContain("the chain's link 3 is gone before its own (4)");
  });

  it("catches a chain rewritten from an earlier record by the last intact verification", async () => {
    const db = await tampered();
    await sqlOn(db, "UPDATE audit_log SET detail = 'nothing happened' WHERE seq = 2");
    // Every link from the edited record on is worked out again, the head's too.
    let prev = await hashOf(db, 1);
    for (let seq = 2; seq <= 5; seq++) {
      const [row] = await sqlOn(db, `SELECT * FROM audit_log WHERE seq = ${seq}`);
      const record = await recordOf(db, row!);
      const hash = linkHash(prev, seq, seq, auditContentJson(db, record));
      await sqlOn(db, `UPDATE audit_links SET prev_hash = '${prev}', hash = '${hash}' WHERE seq = ${seq}`);
      prev = hash;
    }
    await sqlOn(db, `UPDATE audit_chain_head SET hash = '${prev}'`);
    const found = await verify(db);
    expect(found).toMatchObject({ ok: false, checkedRows: 4, badSeq: 5, problem: "anchor_changed" });
    expect(found.detail).toContain("the chain was rewritten from here or earlier");
  });
});

/** A row read with plain SQL, keyed as the schema's fields, with the values Drizzle would give. */
async function recordOf(db: ConsoleDb, row: Record<string, unknown>) {
  const { auditLog } = db.tables;
  const { eq } = await import("drizzle-orm");
  const [record] = await db.orm
    .select()
    .from(auditLog)
    .where(eq(auditLog.seq, Number(row.seq)));
  return record!;
}
