import { appendAudit, type AuditEntry } from "@/lib/console/audit/store";
import { sealAll, sealAudit } from "@/lib/console/audit/chain/seal";
import type { ConsoleDb } from "@/lib/console/store/db";
import { postgresPool } from "@/lib/console/store/driver-clients";
import { median } from "./types";

/**
 * What one seal costs on its own, as CPU time: steadier than the rounds' figures when other work
 * shares the machine, and what the sealing's share of them is made of. Run on a store the rounds
 * have filled, so the log is not small.
 */

const ROUNDS = 15;
const BATCH = 200;

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** SQLite: µs of this process's CPU per record, for seals of BATCH records. */
export async function sqliteSealCpu(db: ConsoleDb, entry: AuditEntry): Promise<number> {
  await sealAll(db);
  const perRecord: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // SQLite appends finish without yielding to timers: the sealer's own seal cannot run meanwhile.
    for (let n = 0; n < BATCH; n++) await appendAudit(db, entry);
    const c0 = cpuNow();
    const sealed = await sealAudit(db);
    perRecord.push((cpuNow() - c0) / sealed);
  }
  return median(perRecord);
}

/**
 * PostgreSQL: µs of the backend's CPU for one call of audit_seal() finding 0, 1 and BATCH records
 * (written in one statement, so the sealer is not asked to seal them).
 */
export async function postgresSealCpu(db: ConsoleDb, backendCpu: () => number): Promise<Record<number, number>> {
  await sealAll(db);
  const pool = postgresPool(db);
  const costs: Record<number, number> = {};
  for (const records of [0, 1, BATCH]) {
    const perCall: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await pool.query(
        `INSERT INTO audit_log (at, action, outcome, target_type, target_id)
         SELECT now(), 'audit.read', 'ok', 'benchmark', 'seal-' || n FROM generate_series(1, $1::int) n`,
        [records],
      );
      const s0 = backendCpu();
      await sealAudit(db);
      perCall.push(backendCpu() - s0);
    }
    costs[records] = median(perCall);
  }
  return costs;
}
