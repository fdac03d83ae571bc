import { oncePerHandle } from "@/lib/once-per-handle";
import { auditContentColumnList, auditContentColumnNames, auditContentColumnTypes } from "./audit-encoding";
import type { ConsoleDb } from "./db";
import type pg from "pg";
import { auditChainPool, postgresPool } from "./driver-clients";

/**
 * PostgreSQL: a chained append is one statement. Updating the head row takes its lock, so a
 * concurrent append waits there until this one commits, and then (READ COMMITTED re-evaluates an
 * update against the row as committed) computes its own from the head as this one left it. The
 * hash is taken over chainText's text (chain-hash.ts), built by concatenation from the head's old
 * hash and the next seq.
 *
 * A row lock is held until the commit, and a durable commit waits for the disk: appends from
 * several instances would take turns one flush each, where plain inserts share flushes. So the
 * chain's statements run on a connection whose commits do not wait for the disk (the lock is
 * held for the statement alone), and each record is reported written only once a durable commit
 * made after it has been flushed; the log is written in order, so that flush carries the record,
 * and such commits from any number of connections share one flush. A crash before the flush
 * loses only records whose requests were never answered, and never a record that a later one
 * on disk links to. A server whose commits never wait for the disk is not asked to.
 *
 * Within an instance the chain's statements go one at a time, and the records that arrive while
 * one is written go together in the next.
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

/** Chains a batch: committed and visible at once, on disk with the next flush (see `flushed`). */
async function chain(db: ConsoleDb, batch: Encoded[]): Promise<void> {
  const [one] = batch;
  const { chainPool } = await modeOf(db);
  const result = await chainPool.query(
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
 * A durable commit that writes next to nothing: a transactional logical-decoding message (any
 * role may write one, at any wal_level). Taking a transaction id alone would not do: a commit
 * that wrote nothing else to the log does not wait for the disk.
 */
const FLUSH_MARK = "SELECT pg_logical_emit_message(true, 'labdesk-audit-flush', '')";

/** How this handle's appends run: where the chain's statements go, and whether to wait for a flush after. */
type Mode = { chainPool: pg.Pool; flush: boolean };
const modes = new WeakMap<ConsoleDb, Promise<Mode>>();

/**
 * A server whose commits never wait for the disk (synchronous_commit off: a test server, or an
 * operator's choice) is not asked to flush. One that refuses the flush mark to this role gets the
 * chain's statements as durable commits on the store's own connections, one flush each, as it would
 * without this arrangement. Any other failure (the store away) is not kept: the next append asks again.
 */
function modeOf(db: ConsoleDb): Promise<Mode> {
  let mode = modes.get(db);
  if (!mode) {
    const main = postgresPool(db);
    mode = (async () => {
      const { rows } = await main.query<{ synchronous_commit: string }>("SHOW synchronous_commit");
      if (rows[0]?.synchronous_commit === "off") return { chainPool: auditChainPool(db), flush: false };
      try {
        await main.query(FLUSH_MARK);
        return { chainPool: auditChainPool(db), flush: true };
      } catch (error) {
        if (!refusedByServer(error)) throw error;
        return { chainPool: main, flush: false };
      }
    })();
    modes.set(db, mode);
    mode.catch(() => modes.delete(db));
  }
  return mode;
}

/**
 * Waits until everything committed so far is on disk: a durable commit of its own, whose flush
 * covers every commit before it (the log is written in order). One mark at a time per handle: a
 * mark already under way may have started before the caller's commit, so callers meanwhile share
 * the one that follows it.
 */
const flusherOf = oncePerHandle((db: ConsoleDb) => {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = () => {
    const mark = postgresPool(db)
      .query({ name: "labdesk_audit_flush", text: FLUSH_MARK })
      .then(() => {})
      .finally(() => {
        if (running === mark) running = null;
      });
    running = mark;
    return mark;
  };
  return (): Promise<void> => {
    if (!running) return start();
    next ??= running
      .catch(() => {})
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
});

async function flushed(db: ConsoleDb): Promise<void> {
  if ((await modeOf(db)).flush) await flusherOf(db)();
}

/** One record, or several that failed together, each on its own and on disk before it is reported. */
const write = (db: ConsoleDb, batch: Encoded[]) => chain(db, batch).then(() => flushed(db));

/**
 * An error the server reported (a SQLSTATE and a severity), after which the statement was rolled
 * back. Checked by shape: this module is loaded on SQLite too, where the pg driver is not.
 */
const refusedByServer = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  "severity" in error &&
  /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code));

/**
 * Chains a batch and settles each record's append once it is on disk. Resolves when the chain's
 * statement is done, so the next batch can be chained while this one's flush is under way.
 */
async function chainEach(db: ConsoleDb, batch: Pending[]): Promise<void> {
  try {
    await chain(db, batch);
  } catch (error) {
    // The server refused the statement, so none of it was written: each record is tried on its
    // own, and only one the server refuses by itself fails. Any other failure (a lost connection)
    // may have come after the commit: nothing is tried again, so nothing is written twice.
    if (batch.length === 1 || !refusedByServer(error)) batch.forEach((p) => p.reject(error));
    else for (const p of batch) await write(db, [p]).then(p.resolve, p.reject);
    return;
  }
  void flushed(db).then(
    () => batch.forEach((p) => p.resolve()),
    (error: unknown) => batch.forEach((p) => p.reject(error)),
  );
}

/** Per handle: the records waiting for the statement in flight, written together after it. */
const queueOf = oncePerHandle((db: ConsoleDb) => {
  const waiting: Pending[] = [];
  let writing = false;
  async function drain() {
    writing = true;
    while (waiting.length) await chainEach(db, waiting.splice(0, MAX_BATCH));
    writing = false;
  }
  return (values: unknown[], content: string): Promise<void> => {
    if (!writing) {
      // Nothing in flight: the record goes alone, at once.
      writing = true;
      const chained = chain(db, [{ values, content }]).finally(() => {
        if (waiting.length) void drain();
        else writing = false;
      });
      return chained.then(() => flushed(db));
    }
    return new Promise<void>((resolve, reject) => waiting.push({ values, content, resolve, reject }));
  };
});

/** Appends one record at the chain's head, with any others this instance is appending meanwhile. */
export const postgresAppend = (db: ConsoleDb, values: unknown[], content: string): Promise<void> =>
  queueOf(db)(values, content);
