import { oncePerHandle } from "@/lib/once-per-handle";
import { auditContentColumnList, auditContentColumnNames, auditValues } from "@/lib/console/audit/store-encoding";
import { sealSoon } from "@/lib/console/audit/chain/sealer";
import type { ConsoleDb } from "@/lib/console/store/db";
import { postgresPool, sqliteClient } from "@/lib/console/store/driver-clients";
import { toStoreError } from "@/lib/console/store/errors";

/**
 * Appending an audit record: one plain, durable insert, as before the log was chained, so
 * appends from any number of connections and instances share commits and wait for nothing but
 * their own. The record is linked to the chain just after, by the sealer (chain/sealer.ts), which
 * this asks to run soon. Written in plain SQL, prepared once per handle: every guarded request
 * appends.
 */

const insertText = (db: ConsoleDb, placeholder: (i: number) => string) =>
  `INSERT INTO audit_log (${auditContentColumnList(db)})
   VALUES (${auditContentColumnNames(db)
     .map((_, i) => placeholder(i))
     .join(", ")})`;

const sqliteInsert = oncePerHandle((db: ConsoleDb) => {
  const insert = sqliteClient(db).prepare(insertText(db, () => "?"));
  return (values: unknown[]) => void insert.run(...values);
});

const postgresText = oncePerHandle((db: ConsoleDb) => insertText(db, (i) => `$${i + 1}`));

/** Writes one record (keyed as the schema's fields); resolves once it is committed. */
export async function appendPlain(db: ConsoleDb, record: Record<string, unknown>): Promise<void> {
  const values = auditValues(db)(record);
  try {
    if (db.dialect === "sqlite") sqliteInsert(db)(values);
    else await postgresPool(db).query({ name: "labdesk_audit_append", text: postgresText(db), values });
  } catch (error) {
    throw toStoreError(error);
  }
  sealSoon(db);
}
