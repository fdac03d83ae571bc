import { sqliteSeal } from "@/lib/console/audit/chain/seal-sqlite";
import type { ConsoleDb } from "@/lib/console/store/db";
import { postgresPool } from "@/lib/console/store/driver-clients";
import { toStoreError } from "@/lib/console/store/errors";

/**
 * Sealing: linking the records committed and not yet linked to the chain, in seq order, each
 * with its position, its seq, the previous link's hash and its own hash (hash.ts, linkHash),
 * and moving the chain's head past them, in one transaction, one seal at a time across every
 * instance. The log itself is never updated: links go to audit_links.
 */

/** Records one seal links at most: a backlog is sealed in turns of this many. */
export const SEAL_BATCH = 1000;

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
    return db.dialect === "sqlite" ? sqliteSeal(db, full, limit) : await postgresSeal(db, full, limit);
  } catch (error) {
    throw toStoreError(error);
  }
}

/** Seals until nothing committed is left unsealed (in batches): before verifying, and on close. */
export async function sealAll(db: ConsoleDb, opts: { full?: boolean } = {}): Promise<void> {
  while ((await sealAudit(db, { ...opts, limit: SEAL_BATCH })) === SEAL_BATCH);
}
