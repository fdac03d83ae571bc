import type { ConsoleDb } from "@/lib/console/store/db";
import {
  auditChainEnd,
  auditChainLinks,
  auditChainRows,
  auditLinkOf,
  auditMaxSeq,
  latestAuditAnchor,
  recordAuditVerification,
  type AuditVerification,
} from "@/lib/console/audit/chain/store";
import { sealAll } from "@/lib/console/audit/chain/seal";
import { verifyChain, type ChainReport } from "@/lib/console/audit/chain/verify-chain";

const NO_HEAD: ChainReport = {
  checked: 0,
  unchained: 0,
  last: null,
  bad: { seq: 0, at: null, problem: "head_mismatch", detail: "the chain's head row is gone: it was removed" },
};

/**
 * Verifies the whole audit log and records the result, for the command line and the settings
 * page alike. The highest seq is read first and everything committed is sealed (a full sweep),
 * so no record that was there when verification began is left out; records appended during the
 * walk are left for the next verification.
 */
export async function verifyAuditLog(db: ConsoleDb, requestedBy: string): Promise<AuditVerification> {
  const highest = await auditMaxSeq(db);
  const end = await sealAll(db, { full: true }).then(
    () => auditChainEnd(db),
    // A seal refused for want of a head row is the finding below.
    async (error: unknown) => ((await auditChainEnd(db)) ? Promise.reject(error) : null),
  );
  const anchor = await latestAuditAnchor(db);
  const report = end
    ? await verifyChain(
        {
          rows: auditChainRows(db, highest),
          links: auditChainLinks(db, end.position),
          relink: (seq) => sealAll(db, { full: true }).then(() => auditLinkOf(db, seq)),
        },
        end,
        anchor,
      )
    : NO_HEAD;
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
