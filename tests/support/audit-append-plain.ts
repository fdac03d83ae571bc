import { sql } from "drizzle-orm";
import type { AuditEntry } from "@/lib/console/audit/store";
import type { ConsoleDb } from "@/lib/console/store/db";
import { oncePerHandle } from "@/lib/once-per-handle";

/**
 * The audit append as the console made it before the hash chain (a Drizzle insert prepared once
 * per store), for the benchmark's "without the chain" figures: nothing is sealed after it.
 */

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
};

const plainInsert = oncePerHandle((db: ConsoleDb) => {
  const p = (name: string) => sql.placeholder(name);
  return db.orm
    .insert(db.tables.auditLog)
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
    .prepare("labdesk_append_audit_plain");
});

export async function appendAuditUnchained(db: ConsoleDb, entry: AuditEntry, now = new Date()): Promise<void> {
  await plainInsert(db).execute({ ...EMPTY_ENTRY, ...entry, at: now.toISOString() });
}
