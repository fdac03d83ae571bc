import { chainHash, GENESIS_HASH } from "./chain-hash";

/** A record as verification reads it: its place, its time, its chain columns and its content's canonical JSON. */
export type ChainRow = { seq: number; at: string; prevHash: string | null; hash: string | null; content: string };

/**
 * Where the log says the chain ends: the last seq given out (PostgreSQL's head row, SQLite's
 * sqlite_sequence) and, where the store keeps it, the newest record's hash.
 */
export type ChainEnd = { seq: number; hash: string | null };

/** The newest record an earlier verification found intact: it must still be there, unchanged. */
export type ChainAnchor = { seq: number; hash: string; verifiedAt: string };

export type ChainProblem =
  | "content_changed"
  | "link_broken"
  | "missing_records"
  | "unchained_record"
  | "beyond_head"
  | "head_mismatch"
  | "anchor_changed";

export type ChainFinding = { seq: number; at: string | null; problem: ChainProblem; detail: string };

export type ChainReport = {
  /** Chained records checked before the first that does not fit (all of them when intact). */
  checked: number;
  /** Records from before the chain began: kept, but no hash covers them. */
  unchained: number;
  /** The newest chained record checked: the next verification's anchor when intact. */
  last: { seq: number; hash: string } | null;
  bad: ChainFinding | null;
};

const range = (from: number, to: number) => (from === to ? `record ${from} is` : `records ${from}–${to} are`);

/**
 * Walks the log in seq order and stops at the first record that does not fit. Seqs are given out
 * without gaps on both stores (a failed append rolls back its seq), so from the chain's start a
 * gap means removed records. Records before the first chained one are counted, not checked.
 */
export async function verifyChain(
  rows: AsyncIterable<ChainRow>,
  end: ChainEnd,
  anchor: ChainAnchor | null,
): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let prevSeq = 0;
  let started = false;
  let checked = 0;
  let unchained = 0;
  let last: ChainReport["last"] = null;
  const report = (bad: ChainFinding | null): ChainReport => ({ checked, unchained, last, bad });
  const at = (row: ChainRow, problem: ChainProblem, detail: string) =>
    report({ seq: row.seq, at: row.at, problem, detail });

  for await (const row of rows) {
    if (row.seq > end.seq)
      return at(row, "beyond_head", `it lies past the chain's end (record ${end.seq}): it was added around the chain`);
    if (row.hash === null || row.prevHash === null) {
      if (!started) {
        unchained++;
        prevSeq = row.seq;
        continue;
      }
      return at(row, "unchained_record", "it has no hash: it was written around the chain, after the chain began");
    }
    if (chainHash(row.prevHash, row.seq, row.content) !== row.hash)
      return at(
        row,
        "content_changed",
        "its columns or its place no longer match its hash: it was changed or moved after it was written",
      );
    const gap = row.seq > prevSeq + 1;
    if (gap) return at(row, "missing_records", `${range(prevSeq + 1, row.seq - 1)} missing before it: removed`);
    if (row.prevHash !== prevHash)
      return at(
        row,
        "link_broken",
        `it does not link to the record before it (${prevSeq}): a record was inserted, replaced or reordered`,
      );
    if (anchor && row.seq === anchor.seq && row.hash !== anchor.hash)
      return at(
        row,
        "anchor_changed",
        `its hash is not the one verified on ${anchor.verifiedAt}: the chain was rewritten from here or earlier`,
      );
    started = true;
    prevHash = row.hash;
    prevSeq = row.seq;
    checked++;
    last = { seq: row.seq, hash: row.hash };
  }

  if (prevSeq < end.seq)
    return report({
      seq: prevSeq + 1,
      at: null,
      problem: "missing_records",
      detail: `${range(prevSeq + 1, end.seq)} missing from the end of the log: removed`,
    });
  if (anchor && anchor.seq > prevSeq)
    return report({
      seq: anchor.seq,
      at: null,
      problem: "missing_records",
      detail: `record ${anchor.seq}, verified on ${anchor.verifiedAt}, is gone`,
    });
  if (end.hash !== null && end.hash !== prevHash)
    return report({
      seq: prevSeq,
      at: null,
      problem: "head_mismatch",
      detail: "the chain's head does not hold this record's hash: the head or the record was changed",
    });
  return report(null);
}
