import { and, asc, desc, eq, getTableColumns, gte, lt, lte, notInArray, type SQL } from "drizzle-orm";
import { NON_CHANGE_ACTIONS, type AuditAction } from "@/lib/console/audit/actions";
import { appendPlain } from "@/lib/console/audit/store-append";
import type { ConsoleDb, StoreTables } from "@/lib/console/store/db";

export type AuditOutcome = "ok" | "denied" | "failed";
export type AuditEntry = {
  staffId?: string | null;
  staffEmail?: string | null;
  role?: string | null;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  outcome: AuditOutcome;
  requestId?: string | null;
  clientIp?: string | null;
  changes?: Record<string, string> | null;
  detail?: string | null;
};
/** A record as the log's pages and export read it: the chain's hashes are for verification only. */
export type AuditRecord = Omit<StoreTables["auditLog"]["$inferSelect"], "prevHash" | "hash">;

/**
 * Appends one record; the sealer links it to the hash chain just after (store-append.ts). There
 * is deliberately no update or delete here, and triggers refuse them.
 */
export async function appendAudit(db: ConsoleDb, entry: AuditEntry, now = new Date()): Promise<void> {
  // A field the entry leaves out is written, and hashed, as null.
  await appendPlain(db, { ...entry, at: now.toISOString() });
}

export type AuditFilter = {
  staffId?: string;
  action?: string;
  targetId?: string;
  from?: string;
  to?: string;
  /** Leave out reads, sign-ins and sign-outs: a code not known to be a read counts as a change. */
  changesOnly?: boolean;
};

/** The SQL condition for an audit filter; shared by every audit query. */
export function auditWhere(db: ConsoleDb, f: AuditFilter): SQL | undefined {
  const { auditLog } = db.tables;
  return and(
    f.staffId ? eq(auditLog.staffId, f.staffId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lte(auditLog.at, f.to) : undefined,
    f.changesOnly ? notInArray(auditLog.action, [...NON_CHANGE_ACTIONS]) : undefined,
  );
}

/** Newest first, keyset-paged on seq so a long log pages in constant time. */
export async function queryAudit(
  db: ConsoleDb,
  filter: AuditFilter,
  page: { before?: number; limit: number },
): Promise<{ rows: AuditRecord[]; nextBefore: number | null }> {
  const { auditLog } = db.tables;
  const { prevHash: _prevHash, hash: _hash, ...columns } = getTableColumns(auditLog);
  const rows = await db.orm
    .select(columns)
    .from(auditLog)
    .where(and(auditWhere(db, filter), page.before ? lt(auditLog.seq, page.before) : undefined))
    .orderBy(desc(auditLog.seq))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  if (more) rows.length = page.limit;
  return { rows, nextBefore: more ? rows[rows.length - 1]!.seq : null };
}

/** Every matching record, newest first, in batches: for CSV export without loading it all. */
export async function* iterateAudit(
  db: ConsoleDb,
  filter: AuditFilter,
  batch = 1000,
): AsyncGenerator<AuditRecord, void> {
  let before: number | undefined;
  for (;;) {
    const { rows, nextBefore } = await queryAudit(db, filter, { before, limit: batch });
    yield* rows;
    if (nextBefore === null) return;
    before = nextBefore;
  }
}

export async function distinctAuditActions(db: ConsoleDb): Promise<string[]> {
  const { auditLog } = db.tables;
  const rows = await db.orm.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}

/**
 * The `before` cursor of the page just newer than the one that starts below `before`: the
 * (limit+1)-th matching record at or above it, oldest first. `null` means the newer page is the
 * first one (no cursor).
 */
export async function auditNewerCursor(
  db: ConsoleDb,
  filter: AuditFilter,
  before: number,
  limit: number,
): Promise<number | null> {
  const { auditLog } = db.tables;
  const [row] = await db.orm
    .select({ seq: auditLog.seq })
    .from(auditLog)
    .where(and(auditWhere(db, filter), gte(auditLog.seq, before)))
    .orderBy(asc(auditLog.seq))
    .limit(1)
    .offset(limit);
  return row?.seq ?? null;
}
