import { linkHash } from "@/lib/console/audit/chain/hash";
import { oncePerHandle } from "@/lib/once-per-handle";
import { auditContentJson, auditRecordFromRow } from "@/lib/console/audit/store-encoding";
import type { ConsoleDb } from "@/lib/console/store/db";
import { postgresPool, sqliteClient } from "@/lib/console/store/driver-clients";
import { toStoreError } from "@/lib/console/store/errors";

/**
 * Sealing: linking the records committed and not yet linked to the chain, in seq order, each
 * with its position, its seq, the previous link's hash and its own hash (hash.ts, linkHash),
 * and moving the chain's head past them, in one transaction, one seal at a time across every
 * instance. The log itself is never updated: links go to audit_links.
 */

/** Records one seal links at most: a backlog is sealed in turns of this many. */
export const SEAL_BATCH = 1000;

const NO_HEAD = "the audit chain's head row is missing";

type Head = { seq: number; hash: string; start: number; top: number };

/**
 * SQLite: one write transaction (BEGIN IMMEDIATE takes the file's write lock first, so a seal in
 * another process waits) reads the head, the records after it and writes their links. SQLite
 * commits appends in seq order, one writer at a time, so a record below the highest sealed seq
 * that is not sealed is not waiting to commit: only the full sweep looks there.
 */
const sqliteSeal = oncePerHandle((db: ConsoleDb) => {
  const client = sqliteClient(db);
  const head = client.prepare<[], Head>(
    "SELECT seq, hash, start_seq AS start, top_seq AS top FROM audit_chain_head WHERE id = 1",
  );
  // Above the highest seq sealed nothing is linked yet; the full sweep looks for what is not.
  const fresh = client.prepare<[number, number], Record<string, unknown>>(
    "SELECT * FROM audit_log WHERE seq > ? AND hash IS NULL ORDER BY seq LIMIT ?",
  );
  const unsealed = client.prepare<[number, number], Record<string, unknown>>(
    `SELECT * FROM audit_log a WHERE a.seq > ? AND a.hash IS NULL
       AND NOT EXISTS (SELECT 1 FROM audit_links l WHERE l.seq = a.seq)
     ORDER BY a.seq LIMIT ?`,
  );
  const link = client.prepare("INSERT INTO audit_links (position, seq, prev_hash, hash) VALUES (?, ?, ?, ?)");
  const move = client.prepare(
    "UPDATE audit_chain_head SET seq = ?, prev_hash = ?, hash = ?, top_seq = max(top_seq, ?) WHERE id = 1",
  );
  const seal = client.transaction((full: boolean, limit: number) => {
    const h = head.get();
    if (!h) throw new Error(NO_HEAD);
    const rows = full ? unsealed.all(h.start, limit) : fresh.all(h.top, limit);
    let { seq: position, hash: prev } = h;
    let before = h.hash;
    for (const row of rows) {
      const seq = Number(row.seq);
      const hash = linkHash(prev, ++position, seq, auditContentJson(db, auditRecordFromRow(db, row)));
      link.run(position, seq, prev, hash);
      [before, prev] = [prev, hash];
    }
    if (rows.length) move.run(position, before, prev, Number(rows[rows.length - 1]!.seq));
    return rows.length;
  });
  // A read, without the write lock: a seal with nothing to link (another process sealed it
  // already) then takes no lock that the appends would have to wait for.
  const pending = client.prepare<[], { found: number }>(
    `SELECT 1 AS found FROM audit_log
     WHERE seq > (SELECT top_seq FROM audit_chain_head WHERE id = 1) AND hash IS NULL LIMIT 1`,
  );
  return (full: boolean, limit: number) => (full || pending.get() ? seal.immediate(full, limit) : 0);
});

/**
 * PostgreSQL: one statement, audit_seal (a function in the store: see its migration), which
 * takes the head row's lock, builds each record's content and hashes in the server, writes the
 * links and moves the head. It also looks again at seqs it skipped over (an append that had its
 * seq but had not committed yet), so a record committed late is sealed when it appears.
 */
async function postgresSeal(db: ConsoleDb, full: boolean, limit: number): Promise<number> {
  const { rows } = await postgresPool(db).query<{ sealed: number }>({
    name: "labdesk_audit_seal",
    text: "SELECT audit_seal($1, $2) AS sealed",
    values: [full, limit],
  });
  return rows[0]!.sealed;
}

/**
 * Seals up to `limit` records and says how many. `full` looks at every record since links began,
 * not only above the highest sealed and the gaps the seals before noticed: for verification.
 */
export async function sealAudit(db: ConsoleDb, opts: { full?: boolean; limit?: number } = {}): Promise<number> {
  const { full = false, limit = SEAL_BATCH } = opts;
  try {
    return db.dialect === "sqlite" ? sqliteSeal(db)(full, limit) : await postgresSeal(db, full, limit);
  } catch (error) {
    throw toStoreError(error);
  }
}

/** Seals until nothing committed is left unsealed (in batches): before verifying, and on close. */
export async function sealAll(db: ConsoleDb, opts: { full?: boolean } = {}): Promise<void> {
  while ((await sealAudit(db, { ...opts, limit: SEAL_BATCH })) === SEAL_BATCH);
}
