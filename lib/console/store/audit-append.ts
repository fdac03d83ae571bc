import { chainHash, GENESIS_HASH } from "@/lib/console/audit-chain/chain-hash";
import { oncePerHandle } from "@/lib/once-per-handle";
import { postgresAppend } from "./audit-append-postgres";
import { auditContentColumnList, auditContentColumnNames, auditEncoder } from "./audit-encoding";
import type { ConsoleDb } from "./db";
import { sqliteClient } from "./driver-clients";
import { toStoreError } from "./errors";

/**
 * Appending a chained audit record: the record takes the newest record's hash as its link and the
 * next seq, read and written under one write lock, so appends from any number of connections and
 * instances take turns and the chain never forks. Written in plain SQL against each driver: the
 * statements are prepared once per handle and run on every guarded request. PostgreSQL's are in
 * audit-append-postgres.ts.
 */

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
    `INSERT INTO audit_log (seq, prev_hash, hash, ${auditContentColumnList(db)})
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
