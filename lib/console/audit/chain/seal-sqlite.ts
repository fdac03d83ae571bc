import type Database from "better-sqlite3";
import { linkHash } from "@/lib/console/audit/chain/hash";
import { oncePerHandle } from "@/lib/once-per-handle";
import { auditContent } from "@/lib/console/audit/store-encoding";
import type { ConsoleDb } from "@/lib/console/store/db";
import { sqliteClient } from "@/lib/console/store/driver-clients";

/**
 * Sealing on SQLite, in the console's process. The links are worked out before the file's write
 * lock is taken: the head and the records after it are read as they are, each record's content
 * built from its stored columns and hashed. Then a short write transaction (BEGIN IMMEDIATE, so a
 * seal in another process waits) checks that the head has not moved meanwhile, writes the links in
 * a few multi-row inserts and moves the head. If another seal moved the head first, the links are
 * worked out again under the lock from where it now is. Appends in other processes wait for the
 * write lock, so the less a seal holds it the less they wait.
 *
 * SQLite commits appends in seq order, one writer at a time, so a record below the highest sealed
 * seq that is not sealed is not waiting to commit: only the full sweep (verification) looks there.
 */

const NO_HEAD = "the audit chain's head row is missing";

type Head = { seq: number; hash: string; start: number; top: number };
/**
 * Links worked out from a head: flat (position, seq, prev_hash, hash) values, and the head after
 * them (its position, the last link's previous hash and hash, the highest seq linked).
 */
type Plan = {
  from: Head;
  values: (number | string)[];
  count: number;
  position: number;
  prevHash: string;
  hash: string;
  top: number;
};

/**
 * Links are inserted this many at once, then the rest in powers of two: a batch takes a few
 * statements (one per link cost about twice as much), and at most eight are ever prepared.
 */
const MOST_LINKS_PER_INSERT = 128;

function linkInserts(client: Database.Database) {
  const statements = new Map<number, Database.Statement>();
  const insertOf = (rows: number) => {
    let statement = statements.get(rows);
    if (!statement) {
      const values = Array.from({ length: rows }, () => "(?, ?, ?, ?)").join(", ");
      statement = client.prepare(`INSERT INTO audit_links (position, seq, prev_hash, hash) VALUES ${values}`);
      statements.set(rows, statement);
    }
    return statement;
  };
  return (values: (number | string)[], count: number) => {
    let done = 0;
    while (done < count) {
      let rows = MOST_LINKS_PER_INSERT;
      while (rows > count - done) rows >>= 1;
      insertOf(rows).run(values.slice(done * 4, (done + rows) * 4));
      done += rows;
    }
  };
}

export const sqliteSealSteps = oncePerHandle((db: ConsoleDb) => {
  const client = sqliteClient(db);
  const content = auditContent(db);
  const columns = content.names.map((name) => `a."${name}"`).join(", ");
  const head = client.prepare<[], Head>(
    "SELECT seq, hash, start_seq AS start, top_seq AS top FROM audit_chain_head WHERE id = 1",
  );
  // Rows as arrays: the seq, then the content's columns in the order the content lists them.
  // Above the highest seq sealed nothing is linked yet; the full sweep looks for what is not.
  const fresh = client
    .prepare<[number, number], unknown[]>(
      `SELECT a.seq, ${columns} FROM audit_log a WHERE a.seq > ? AND a.hash IS NULL ORDER BY a.seq LIMIT ?`,
    )
    .raw();
  const unsealed = client
    .prepare<[number, number], unknown[]>(
      `SELECT a.seq, ${columns} FROM audit_log a WHERE a.seq > ? AND a.hash IS NULL
         AND NOT EXISTS (SELECT 1 FROM audit_links l WHERE l.seq = a.seq)
       ORDER BY a.seq LIMIT ?`,
    )
    .raw();
  const insertLinks = linkInserts(client);
  const move = client.prepare(
    "UPDATE audit_chain_head SET seq = ?, prev_hash = ?, hash = ?, top_seq = max(top_seq, ?) WHERE id = 1",
  );

  const currentHead = () => {
    const h = head.get();
    if (!h) throw new Error(NO_HEAD);
    return h;
  };
  const plan = (from: Head, rows: unknown[][]): Plan => {
    const values: (number | string)[] = [];
    let { seq: position, hash } = from;
    let [prevHash, top] = [hash, from.top];
    for (const row of rows) {
      const seq = Number(row[0]);
      prevHash = hash;
      hash = linkHash(prevHash, ++position, seq, content.jsonFromDriver(row, 1));
      values.push(position, seq, prevHash, hash);
      top = seq;
    }
    return { from, values, count: rows.length, position, prevHash, hash, top };
  };
  const sameHead = (a: Head, b: Head) => a.seq === b.seq && a.hash === b.hash && a.top === b.top;
  const write = client.transaction((full: boolean, limit: number, ready: Plan | null) => {
    const h = currentHead();
    const p =
      ready && sameHead(ready.from, h) ? ready : plan(h, full ? unsealed.all(h.start, limit) : fresh.all(h.top, limit));
    if (!p.count) return 0;
    insertLinks(p.values, p.count);
    move.run(p.position, p.prevHash, p.hash, p.top);
    return p.count;
  });

  return {
    /** Outside the lock: the links for up to `limit` records above the highest sealed; null for none. */
    plan(limit: number): Plan | null {
      const h = currentHead();
      const rows = fresh.all(h.top, limit);
      return rows.length ? plan(h, rows) : null;
    },
    /** Under the write lock: writes `ready` if the head is still where it was worked out from, or links anew. */
    write: (full: boolean, limit: number, ready: Plan | null): number => write.immediate(full, limit, ready),
  };
});

/** Seals up to `limit` records (`full`: every record since links began) and says how many. */
export function sqliteSeal(db: ConsoleDb, full: boolean, limit: number): number {
  const steps = sqliteSealSteps(db);
  // The full sweep is rare (verification): it is worked out under the lock.
  if (full) return steps.write(true, limit, null);
  // Worked out without the lock: a seal with nothing to link (another process sealed it
  // already) takes no lock that appends would have to wait for.
  const ready = steps.plan(limit);
  return ready ? steps.write(false, limit, ready) : 0;
}
