import type { ConsoleDb } from "@/lib/console/store/db";
import {
  auditChainEnd,
  auditChainRows,
  auditMaxSeq,
  latestAuditAnchor,
  recordAuditVerification,
  type AuditVerification,
} from "@/lib/console/store/audit-chain";
import { verifyChain, type ChainReport } from "./verify-chain";

const NO_HEAD: ChainReport = {
  checked: 0,
  unchained: 0,
  last: null,
  bad: { seq: 0, at: null, problem: "head_mismatch", detail: "the chain's head row is gone: it was removed" },
};

/**
 * Verifies the whole audit log and records the result, for the command line and the settings
 * page alike. The highest seq is read before the chain's end: a record past the end that was
 * already there did not come through the chain, while records appended during the walk (past
 * both) are left for the next verification.
 */
export async function verifyAuditLog(db: ConsoleDb, requestedBy: string): Promise<AuditVerification> {
  const highest = await auditMaxSeq(db);
  const end = await auditChainEnd(db);
  const anchor = await latestAuditAnchor(db);
  const report = end ? await verifyChain(auditChainRows(db, Math.max(highest, end.seq)), end, anchor) : NO_HEAD;
  return recordAuditVerification(db, {
    at: new Date().toISOString(),
    requestedBy,
    ok: report.bad === null,
    checkedRows: report.checked,
    unchainedRows: report.unchained,
    headSeq: report.last?.seq ?? null,
    headHash: report.last?.hash ?? null,
    badSeq: report.bad?.seq ?? null,
    badAt: report.bad?.at ?? null,
    problem: report.bad?.problem ?? null,
    detail: report.bad?.detail ?? null,
  });
}
