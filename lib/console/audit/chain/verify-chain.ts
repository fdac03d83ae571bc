import { chainHash, GENESIS_HASH, linkHash } from "@/lib/console/audit/chain/hash";
import { range, walkLinks } from "@/lib/console/audit/chain/verify-links";

/** A record's link to the chain (audit_links): its position, the previous link's hash, its hash. */
export type ChainLink = { position: number; prevHash: string; hash: string };

/**
 * A record as verification reads it: its place, its time, the hashes it carries itself (records
 * chained before links began), its content's canonical JSON, and its link, if sealed.
 */
export type ChainRow = {
  seq: number;
  at: string;
  prevHash: string | null;
  hash: string | null;
  content: string;
  link: ChainLink | null;
};

/** A link as the second walk reads it, in position order: whether its record is still there. */
export type LinkRow = { position: number; seq: number; prevHash: string; hash: string; present: boolean };

/**
 * The chain's head: its last position and that link's hash, and the seq links began after
 * (records at or below it are chained in the row, or from before the chain).
 */
export type ChainEnd = { position: number; hash: string; startSeq: number };

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

/** Where verification reads from: the log in seq order, its links in chain order, one record's link. */
export type ChainSource = {
  rows: AsyncIterable<ChainRow>;
  links: AsyncIterable<LinkRow>;
  /** A record found without a link is looked up once more after a seal: it may have committed late. */
  relink: (seq: number) => Promise<ChainLink | null>;
};

/**
 * Two walks, stopping at the first record that does not fit. First the log in seq order: records
 * up to startSeq are from before the chain (counted, not checked) or carry their own hashes
 * (checked as they always were: seqs without gaps, each linking to the one before); every later
 * record must have a link whose hash covers its content, seq and position. Then the links in
 * chain order: positions without gaps, each linking to the one before (the first to the last
 * in-row hash), none to a record that is gone, the last one the head's.
 */
export async function verifyChain(
  source: ChainSource,
  end: ChainEnd,
  anchor: ChainAnchor | null,
): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let prevSeq = 0;
  let started = false;
  let checked = 0;
  let unchained = 0;
  let last: ChainReport["last"] = null;
  let anchorSeen = false;
  const report = (bad: ChainFinding | null): ChainReport => ({ checked, unchained, last, bad });
  const at = (row: { seq: number; at: string | null }, problem: ChainProblem, detail: string) =>
    report({ seq: row.seq, at: row.at, problem, detail });
  const rewritten = (row: ChainRow, anchor: ChainAnchor) =>
    at(
      row,
      "anchor_changed",
      `its hash is not the one verified on ${anchor.verifiedAt}: the chain was rewritten from here or earlier`,
    );
  const changed = (row: ChainRow) =>
    at(
      row,
      "content_changed",
      "its columns or its place no longer match its hash: it was changed or moved after it was written",
    );

  for await (const row of source.rows) {
    const inRow = row.hash !== null || row.prevHash !== null;
    if (row.seq > end.startSeq) {
      // Records after links began carry no hash of their own: one that does was changed, or added around the sealer.
      if (inRow && row.link) return changed(row);
      if (inRow)
        return at(
          row,
          "beyond_head",
          "it carries a hash of its own where records are linked instead: it was added around the chain",
        );
      const link = row.link ?? (await source.relink(row.seq));
      if (!link)
        return at(row, "unchained_record", "no link covers it: it was added around the chain, or its link was removed");
      if (linkHash(link.prevHash, link.position, row.seq, row.content) !== link.hash) return changed(row);
      if (anchor && row.seq === anchor.seq && link.hash !== anchor.hash) return rewritten(row, anchor);
      anchorSeen ||= anchor?.seq === row.seq;
      checked++;
      continue;
    }
    if (!inRow || row.hash === null || row.prevHash === null) {
      if (!started) {
        unchained++;
        prevSeq = row.seq;
        continue;
      }
      return at(row, "unchained_record", "it has no hash: it was written around the chain, after the chain began");
    }
    if (chainHash(row.prevHash, row.seq, row.content) !== row.hash) return changed(row);
    if (row.seq > prevSeq + 1)
      return at(row, "missing_records", `${range(prevSeq + 1, row.seq - 1)} missing before it: removed`);
    if (row.prevHash !== prevHash)
      return at(
        row,
        "link_broken",
        `it does not link to the record before it (${prevSeq}): a record was inserted, replaced or reordered`,
      );
    if (anchor && row.seq === anchor.seq && row.hash !== anchor.hash) return rewritten(row, anchor);
    anchorSeen ||= anchor?.seq === row.seq;
    started = true;
    prevHash = row.hash;
    prevSeq = row.seq;
    checked++;
    last = { seq: row.seq, hash: row.hash };
  }

  return walkLinks(source.links, end, anchor, { prevHash, last, checked, unchained, anchorSeen });
}
