import type { ChainAnchor, ChainEnd, ChainFinding, ChainReport, LinkRow } from "@/lib/console/audit/chain/verify-chain";

/** "record 4 is", "records 4–5 are". */
export const range = (from: number, to: number) => (from === to ? `record ${from} is` : `records ${from}–${to} are`);
const linkRange = (from: number, to: number) =>
  from === to ? `the chain's link ${from} is` : `the chain's links ${from}–${to} are`;

/** The second walk: the links in chain order, from where the in-row hashes ended. */
export async function walkLinks(
  links: AsyncIterable<LinkRow>,
  end: ChainEnd,
  anchor: ChainAnchor | null,
  from: { prevHash: string; last: ChainReport["last"]; checked: number; unchained: number; anchorSeen: boolean },
): Promise<ChainReport> {
  let { prevHash, last } = from;
  let position: number | null = null;
  const gone: number[] = [];
  const report = (bad: ChainFinding | null): ChainReport => ({
    checked: from.checked,
    unchained: from.unchained,
    last,
    bad,
  });
  const missing = () =>
    report({
      seq: gone[0]!,
      at: null,
      problem: "missing_records",
      detail:
        gone.length === gone[gone.length - 1]! - gone[0]! + 1
          ? `${range(gone[0]!, gone[gone.length - 1]!)} gone, though the chain links to ${gone.length === 1 ? "it" : "them"}: removed`
          : `records ${gone.join(", ")} are gone, though the chain links to them: removed`,
    });

  for await (const link of links) {
    if (!link.present) {
      gone.push(link.seq);
    } else if (gone.length) return missing();
    if (position !== null && link.position !== position + 1)
      return report({
        seq: link.seq,
        at: null,
        problem: "link_broken",
        detail: `${linkRange(position + 1, link.position - 1)} gone before its own (${link.position}): records were taken out of the chain`,
      });
    if (link.prevHash !== prevHash)
      return report({
        seq: link.seq,
        at: null,
        problem: "link_broken",
        detail: `its link (${link.position}) does not follow the one before it: a link was removed, replaced or reordered`,
      });
    position = link.position;
    prevHash = link.hash;
    if (link.present) last = { seq: link.seq, hash: link.hash };
  }
  if (gone.length) return missing();

  const lastPosition = position ?? end.position;
  if (lastPosition < end.position)
    return report({
      seq: last?.seq ?? 0,
      at: null,
      problem: "missing_records",
      detail: `${linkRange(lastPosition + 1, end.position)} gone from the end of the chain, after record ${last?.seq ?? 0}: records were removed`,
    });
  if (anchor && !from.anchorSeen)
    return report({
      seq: anchor.seq,
      at: null,
      problem: "missing_records",
      detail: `record ${anchor.seq}, verified on ${anchor.verifiedAt}, is gone`,
    });
  if (end.hash !== prevHash)
    return report({
      seq: last?.seq ?? 0,
      at: null,
      problem: "head_mismatch",
      detail: "the chain's head does not hold the last link's hash: the head or a link was changed",
    });
  return report(null);
}
