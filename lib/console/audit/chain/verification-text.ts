import type { ChainProblem } from "@/lib/console/audit/chain/verify-chain";

/**
 * How a verification reads, on the command line and on the settings page: one name per kind of
 * problem, the numbers, and what to do when the chain is broken.
 */

export const PROBLEM_NAMES: Record<ChainProblem, string> = {
  content_changed: "content changed",
  link_broken: "previous hash mismatch",
  missing_records: "missing records",
  unchained_record: "record outside the chain",
  beyond_head: "record past the chain's end",
  head_mismatch: "chain head mismatch",
  anchor_changed: "rewritten since last verified",
};

/** A problem code as its name; one this version does not know shows as it is. */
export const problemName = (problem: string) => PROBLEM_NAMES[problem as ChainProblem] ?? problem;

type Counts = { checkedRows: number; unchainedRows: number };

const n = (count: number, one: string) => `${count.toLocaleString("en-US")} ${one}${count === 1 ? "" : "s"}`;

/** "1,234 records chained", and the records before the chain began when there are any. */
export function coverageText({ checkedRows, unchainedRows }: Counts): string {
  const chained = `${n(checkedRows, "record")} chained`;
  return unchainedRows
    ? `${chained}; ${n(unchainedRows, "earlier record")} from before the chain began, not covered`
    : chained;
}

/** Where the chain breaks, as one line: "record 812 (2026-…): content changed: its columns …". */
export function findingText(v: {
  badSeq: number | null;
  badAt: string | null;
  problem: string | null;
  detail: string | null;
}) {
  const when = v.badAt ? ` (${v.badAt})` : "";
  return `record ${v.badSeq ?? "?"}${when}: ${problemName(v.problem ?? "")}: ${v.detail ?? ""}`;
}

/** Who a verification is recorded as having been asked by, when it ran from the command line. */
export const COMMAND_LINE = "command line";

/** "by ada@clinic.org", or "from the command line". */
export const verifiedByText = (requestedBy: string) =>
  requestedBy === COMMAND_LINE ? "from the command line" : `by ${requestedBy}`;

export const BROKEN_ADVICE =
  "Keep the database as it is (copy it before anything else), find who changed it in the database's own logs, and compare the audit log with a backup that verifies. New records keep being chained, from the current end.";
