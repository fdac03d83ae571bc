import { and, asc, desc, eq, gt, lte, max, sql } from "drizzle-orm";
import type { ChainAnchor, ChainEnd, ChainProblem, ChainRow } from "@/lib/console/audit-chain/verify-chain";
import { sqliteClient } from "./driver-clients";
import { auditContentJson } from "./audit-encoding";
import type { ConsoleDb, StoreTables } from "./db";

/** Reading the audit log's chain for verification, and keeping what each verification found. */

export type AuditVerification = StoreTables["auditVerifications"]["$inferSelect"] & { problem: ChainProblem | null };
export type NewAuditVerification = Omit<StoreTables["auditVerifications"]["$inferInsert"], "id" | "problem"> & {
  problem: ChainProblem | null;
};

/** The highest seq in the log now (0 when empty). */
export async function auditMaxSeq(db: ConsoleDb): Promise<number> {
  const { auditLog } = db.tables;
  const [row] = await db.orm.select({ seq: max(auditLog.seq) }).from(auditLog);
  return Number(row?.seq ?? 0);
}

/**
 * Where the log says the chain ends. PostgreSQL keeps a head row (seq and hash); SQLite has no
 * head table and answers with sqlite_sequence, the highest seq ever given out, and no hash. A
 * missing head row on PostgreSQL is itself a finding: `null`.
 */
export async function auditChainEnd(db: ConsoleDb): Promise<ChainEnd | null> {
  if (db.dialect === "postgres") {
    const { auditChainHead: head } = db.tables;
    const [row] = await db.orm.select({ seq: head.seq, hash: head.hash }).from(head).where(eq(head.id, 1));
    return row ? { seq: Number(row.seq), hash: row.hash } : null;
  }
  const row = sqliteClient(db)
    .prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'audit_log'")
    .get();
  return { seq: row?.seq ?? 0, hash: null };
}

/** Every record up to `upTo`, oldest first, in batches, with its content's canonical JSON. */
export async function* auditChainRows(db: ConsoleDb, upTo: number, batch = 2000): AsyncGenerator<ChainRow, void> {
  const { auditLog } = db.tables;
  let after = 0;
  for (;;) {
    const rows = await db.orm
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.seq, after), lte(auditLog.seq, upTo)))
      .orderBy(asc(auditLog.seq))
      .limit(batch);
    for (const row of rows)
      yield { seq: row.seq, at: row.at, prevHash: row.prevHash, hash: row.hash, content: auditContentJson(db, row) };
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.seq;
  }
}

export async function recordAuditVerification(db: ConsoleDb, entry: NewAuditVerification): Promise<AuditVerification> {
  const { auditVerifications: v } = db.tables;
  const [row] = await db.orm.insert(v).values(entry).returning();
  return row as AuditVerification;
}

/** The newest verification, for the settings page; null before the first. */
export async function latestAuditVerification(db: ConsoleDb): Promise<AuditVerification | null> {
  const { auditVerifications: v } = db.tables;
  const [row] = await db.orm.select().from(v).orderBy(desc(v.id)).limit(1);
  return (row as AuditVerification | undefined) ?? null;
}

/** The newest record the latest intact verification covered: later ones must still hold it. */
export async function latestAuditAnchor(db: ConsoleDb): Promise<ChainAnchor | null> {
  const { auditVerifications: v } = db.tables;
  const [row] = await db.orm
    .select({ seq: v.headSeq, hash: v.headHash, at: v.at })
    .from(v)
    .where(and(eq(v.ok, true), sql`${v.headSeq} IS NOT NULL`))
    .orderBy(desc(v.id))
    .limit(1);
  return row?.seq != null && row.hash ? { seq: Number(row.seq), hash: row.hash, verifiedAt: row.at } : null;
}
