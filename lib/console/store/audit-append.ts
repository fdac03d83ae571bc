import type Database from "better-sqlite3";
import type pg from "pg";
import { chainHash, GENESIS_HASH } from "@/lib/console/audit-chain/chain-hash";
import { oncePerHandle } from "@/lib/once-per-handle";
import { auditContentColumnNames, auditContentColumnTypes, auditEncoder } from "./audit-encoding";
import type { ConsoleDb } from "./db";
import { toStoreError } from "./errors";

/**
 * Appending a chained audit record: the record takes the newest record's hash as its link and the
 * next seq, read and written under one write lock, so appends from any number of connections and
 * instances take turns and the chain never forks. Written in plain SQL against each driver: both
 * statements are prepared once per handle and run on every guarded request.
 */

const columnList = (db: ConsoleDb) =>
  auditContentColumnNames(db)
    .map((name) => `"${name}"`)
    .join(", ");

/** The driver under a SQLite store, for the statements the chain writes in plain SQL. */
export const sqliteClient = (db: ConsoleDb) => (db.orm as unknown as { $client: Database.Database }).$client;

/** No head row means someone removed it: refuse rather than write a record the chain cannot hold. */
const NO_HEAD = "the audit chain's head row is missing";

/**
 * SQLite: one write transaction (BEGIN IMMEDIATE: the write lock that also serialises other
 * processes on the file is taken before anything is read) reads the newest record and the highest
 * seq ever used, then inserts the record after both. The seq comes from sqlite_sequence, as
 * AUTOINCREMENT would give it, so a removed last record leaves a gap instead of being taken over.
 * better-sqlite3 runs it synchronously: nothing else in the process interleaves.
 */
const sqliteAppend = oncePerHandle((db: ConsoleDb) => {
  const client = sqliteClient(db);
  const newest = client.prepare<[], { used: number; last: number | null; prev: string | null }>(
    `SELECT coalesce(s.seq, 0) AS used, l.seq AS last, l.hash AS prev
     FROM (SELECT 1) LEFT JOIN sqlite_sequence s ON s.name = 'audit_log'
     LEFT JOIN (SELECT seq, hash FROM audit_log ORDER BY seq DESC LIMIT 1) l`,
  );
  const insert = client.prepare(
    `INSERT INTO audit_log (seq, prev_hash, hash, ${columnList(db)})
     VALUES (?, ?, ?, ${auditContentColumnNames(db)
       .map(() => "?")
       .join(", ")})`,
  );
  const append = client.transaction((values: unknown[], content: string) => {
    const { used, last, prev } = newest.get()!;
    const seq = Math.max(used, last ?? 0) + 1;
    // A log whose newest record predates the chain starts it.
    const link = prev ?? GENESIS_HASH;
    insert.run(seq, link, chainHash(link, seq, content), ...values);
  });
  return (values: unknown[], content: string) => append.immediate(values, content);
});

/**
 * PostgreSQL: one statement. Updating the head row takes its lock, so a concurrent append waits
 * there until this one commits, and then (READ COMMITTED re-evaluates an update against the row
 * as committed) computes its own from the head as this one left it. The hash is taken over
 * chainText's text, built by concatenation from the head's old hash and the next seq.
 */
const postgresAppendText = oncePerHandle((db: ConsoleDb) => {
  // Parameters typed as their columns, so the insert reads them as it would from Drizzle.
  const params = auditContentColumnTypes(db).map((type, i) => `$${i + 2}::${type}`);
  return `WITH moved AS (
    UPDATE audit_chain_head SET seq = seq + 1, prev_hash = hash,
      hash = encode(sha256(convert_to(
        '{"content":' || $1::text || ',"prev_hash":"' || hash || '","seq":' || (seq + 1) || '}', 'UTF8')), 'hex')
    WHERE id = 1
    RETURNING seq, prev_hash, hash)
  INSERT INTO audit_log (seq, prev_hash, hash, ${columnList(db)}) OVERRIDING SYSTEM VALUE
  SELECT seq, prev_hash, hash, ${params.join(", ")} FROM moved`;
});

async function postgresAppend(db: ConsoleDb, values: unknown[], content: string): Promise<void> {
  const pool = (db.orm as unknown as { $client: pg.Pool }).$client;
  const result = await pool.query({
    name: "labdesk_append_audit_chained",
    text: postgresAppendText(db),
    values: [content, ...values],
  });
  if (result.rowCount !== 1) throw new Error(NO_HEAD);
}

/** Writes one record (keyed as the schema's fields) at the chain's head. */
export async function appendChained(db: ConsoleDb, record: Record<string, unknown>): Promise<void> {
  const { values, content } = auditEncoder(db)(record);
  try {
    if (db.dialect === "sqlite") sqliteAppend(db)(values, content);
    else await postgresAppend(db, values, content);
  } catch (error) {
    throw toStoreError(error);
  }
}
