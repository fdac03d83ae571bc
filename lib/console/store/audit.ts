import { and, desc, eq, gte, lt, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { NON_CHANGE_ACTIONS } from "@/lib/console/audit-actions";
import type { ConsoleDb, StoreTables } from "./db";
import { oncePerHandle } from "@/lib/once-per-handle";

export type AuditOutcome = "ok" | "denied" | "failed";
export type AuditEntry = {
  staffId?: string | null;
  staffEmail?: string | null;
  role?: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  outcome: AuditOutcome;
  requestId?: string | null;
  clientIp?: string | null;
  changes?: Record<string, string> | null;
  detail?: string | null;
};
export type AuditRecord = StoreTables["auditLog"]["$inferSelect"];

/** Appends one record. There is deliberately no update or delete here (and triggers refuse them). */
export async function appendAudit(db: ConsoleDb, entry: AuditEntry, now = new Date()): Promise<void> {
  await auditInsert(db).execute({ ...EMPTY_ENTRY, ...entry, at: now.toISOString() });
}

// Every column a record may leave out, so the prepared insert always gets a value for each.
const EMPTY_ENTRY = {
  staffId: null,
  staffEmail: null,
  role: null,
  targetType: null,
  targetId: null,
  requestId: null,
  clientIp: null,
  changes: null,
  detail: null,
} satisfies Partial<AuditEntry>;

/**
 * The insert, prepared once per store: every guarded page view writes a record, and building the
 * insert's SQL anew each time cost more than running it.
 */
const auditInsert = oncePerHandle((db: ConsoleDb) => {
  const { auditLog } = db.tables;
  const p = (name: keyof AuditEntry | "at") => sql.placeholder(name);
  return db.orm
    .insert(auditLog)
    .values({
      at: p("at"),
      action: p("action"),
      outcome: p("outcome"),
      staffId: p("staffId"),
      staffEmail: p("staffEmail"),
      role: p("role"),
      targetType: p("targetType"),
      targetId: p("targetId"),
      requestId: p("requestId"),
      clientIp: p("clientIp"),
      changes: p("changes"),
      detail: p("detail"),
    })
    .prepare("labdesk_append_audit");
});

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
  const rows = await db.orm
    .select()
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
