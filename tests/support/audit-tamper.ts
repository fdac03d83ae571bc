import { postgresPool, sqliteClient } from "@/lib/console/store/driver-clients";
import type { ConsoleDb } from "@/lib/console/store/db";

/**
 * What someone who owns the database can do to the audit log, for the chain's tests: drop the
 * guards, then change, remove or add records with plain SQL. The SQL is written for both
 * dialects; values are the tests' own, inlined.
 */
export async function sqlOn(db: ConsoleDb, text: string): Promise<Record<string, unknown>[]> {
  if (db.dialect === "sqlite") {
    const statement = sqliteClient(db).prepare(text);
    return statement.reader ? (statement.all() as Record<string, unknown>[]) : (statement.run(), []);
  }
  return (await postgresPool(db).query(text)).rows as Record<string, unknown>[];
}

/** Drops the triggers and constraints that keep the log append-only, chained and numbered. */
export async function dropAuditGuards(db: ConsoleDb): Promise<void> {
  const statements =
    db.dialect === "sqlite"
      ? ["DROP TRIGGER audit_log_no_update", "DROP TRIGGER audit_log_no_delete", "DROP TRIGGER audit_log_chained"]
      : [
          "DROP TRIGGER audit_log_no_update_or_delete ON audit_log",
          "ALTER TABLE audit_log DROP CONSTRAINT audit_log_chained",
          // An identity column refuses a chosen seq: renumbering records needs it gone.
          "ALTER TABLE audit_log ALTER COLUMN seq DROP IDENTITY",
        ];
  for (const statement of statements) await sqlOn(db, statement);
}
