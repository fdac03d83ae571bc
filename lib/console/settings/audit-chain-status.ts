import "server-only";
import { consoleDb } from "@/lib/console/store/db";
import { latestAuditVerification, type AuditVerification } from "@/lib/console/audit/chain/store";

export type AuditChainStatus = AuditVerification | null;

/** The newest verification of the audit log's chain, for settings (the page guards with settings.read). */
export async function loadAuditChainStatus(): Promise<AuditChainStatus> {
  return latestAuditVerification(await consoleDb());
}
