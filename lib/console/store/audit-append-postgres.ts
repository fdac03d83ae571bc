import { oncePerHandle } from "@/lib/once-per-handle";
import { auditContentColumnList, auditContentColumnNames, auditContentColumnTypes } from "./audit-encoding";
import type { ConsoleDb } from "./db";
import { postgresPool } from "./driver-clients";

/**
 * PostgreSQL: a chained append is one statement. Updating the head row takes its lock, so a
 * concurrent append waits there until this one commits, and then (READ COMMITTED re-evaluates an
 * update against the row as committed) computes its own from the head as this one left it. The
 * hash is taken over chainText's text (chain-hash.ts), built by concatenation from the head's old
 * hash and the next seq.
 *
 * The lock is held until the commit is on disk, so appends from all instances take turns, one
 * disk flush each. Within an instance they therefore go one statement at a time, and the records
 * that arrive while one is written go together in the next: a busy instance pays one turn and one
 * flush for many records.
 */

type Encoded = { values: unknown[]; content: string };
type Pending = Encoded & { resolve: () => void; reject: (error: unknown) => void };

/** Records one statement may carry: enough to drain a burst, small enough to keep its turn short. */
const MAX_BATCH = 100;

const NO_HEAD = "the audit chain's head row is missing";

/** One record: $1 its content's canonical JSON, then its columns, typed as the insert reads them. */
const singleText = oncePerHandle((db: ConsoleDb) => {
  const params = auditContentColumnTypes(db).map((type, i) => `$${i + 2}::${type}`);
  return `WITH moved AS (
    UPDATE audit_chain_head SET seq = seq + 1, prev_hash = hash,
      hash = encode(sha256(convert_to(
        '{"content":' || $1::text || ',"prev_hash":"' || hash || '","seq":' || (seq + 1) || '}', 'UTF8')), 'hex')
    WHERE id = 1
    RETURNING seq, prev_hash, hash)
  INSERT INTO audit_log (seq, prev_hash, hash, ${auditContentColumnList(db)}) OVERRIDING SYSTEM VALUE
  SELECT seq, prev_hash, hash, ${params.join(", ")} FROM moved`;
});

/**
 * Several records: $1 their contents, then one array per column. The head moves past all of them
 * at once, and each record takes its link and hash from audit_chain_links (a function in the
 * store: see its migration), folded from the head's hash as the head's lock found it.
 */
const batchText = oncePerHandle((db: ConsoleDb) => {
  const count = "cardinality($1::text[])";
  const names = auditContentColumnNames(db).map((_, i) => `c${i}`);
  const arrays = auditContentColumnTypes(db).map((type, i) => `$${i + 2}::${type}[]`);
  return `WITH moved AS (
    UPDATE audit_chain_head SET seq = seq + ${count}, prev_hash = hash,
      hash = (audit_chain_links(hash, seq + 1, $1::text[]))[${count} + 1]
    WHERE id = 1
    RETURNING seq - ${count} AS base, audit_chain_links(prev_hash, seq - ${count} + 1, $1::text[]) AS links)
  INSERT INTO audit_log (seq, prev_hash, hash, ${auditContentColumnList(db)}) OVERRIDING SYSTEM VALUE
  SELECT moved.base + r.n, moved.links[r.n], moved.links[r.n + 1], ${names.map((n) => `r.${n}`).join(", ")}
  FROM moved CROSS JOIN unnest(${arrays.join(", ")}) WITH ORDINALITY AS r(${names.join(", ")}, n)`;
});

async function write(db: ConsoleDb, batch: Encoded[]): Promise<void> {
  const [one] = batch;
  const result = await postgresPool(db).query(
    batch.length === 1
      ? { name: "labdesk_audit_append", text: singleText(db), values: [one!.content, ...one!.values] }
      : {
          name: "labdesk_audit_append_batch",
          text: batchText(db),
          values: [batch.map((p) => p.content), ...one!.values.map((_, c) => batch.map((p) => p.values[c]))],
        },
  );
  // No head row means someone removed it: refuse rather than write a record the chain cannot hold.
  if (result.rowCount !== batch.length) throw new Error(NO_HEAD);
}

/**
 * An error the server reported (a SQLSTATE and a severity), after which the statement was rolled
 * back. Checked by shape: this module is loaded on SQLite too, where the pg driver is not.
 */
const refusedByServer = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  "severity" in error &&
  /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));

/** Writes a batch, settling each record's append. */
async function writeEach(db: ConsoleDb, batch: Pending[]): Promise<void> {
  try {
    await write(db, batch);
    batch.forEach((p) => p.resolve());
  } catch (error) {
    // The server refused the statement, so none of it was written: each record is tried on its
    // own, and only one the server refuses by itself fails. Any other failure (a lost connection)
    // may have come after the commit: nothing is tried again, so nothing is written twice.
    if (batch.length === 1 || !refusedByServer(error)) batch.forEach((p) => p.reject(error));
    else for (const p of batch) await write(db, [p]).then(p.resolve, p.reject);
  }
}

/** Per handle: the records waiting for the statement in flight, written together after it. */
const queueOf = oncePerHandle((db: ConsoleDb) => {
  const waiting: Pending[] = [];
  let writing = false;
  async function drain() {
    writing = true;
    while (waiting.length) await writeEach(db, waiting.splice(0, MAX_BATCH));
    writing = false;
  }
  return (values: unknown[], content: string): Promise<void> => {
    if (!writing) {
      // Nothing in flight: the record goes alone, at once.
      writing = true;
      return write(db, [{ values, content }]).finally(() => {
        if (waiting.length) void drain();
        else writing = false;
      });
    }
    return new Promise<void>((resolve, reject) => waiting.push({ values, content, resolve, reject }));
  };
});

/** Appends one record at the chain's head, with any others this instance is appending meanwhile. */
export const postgresAppend = (db: ConsoleDb, values: unknown[], content: string): Promise<void> =>
  queueOf(db)(values, content);
