import { getTableColumns, type Column } from "drizzle-orm";
import { CHAIN_COLUMNS, canonicalJson, storedForm } from "@/lib/console/audit/chain/hash";
import { oncePerHandle } from "@/lib/once-per-handle";
import type { ConsoleDb } from "@/lib/console/store/db";

/**
 * An audit record's content as the chain hashes it: every column of the log but the chain's own,
 * keyed by column name, nulls left out, as canonical JSON (see chain/hash.ts). Columns are read
 * from the schema, so a column added later is written and hashed without a change here. The
 * SQLite seal and verification both build it with auditContent, so the text hashed when a record
 * is sealed is the text rebuilt when it is checked. On PostgreSQL the sealer builds the same text
 * in SQL (audit_content, in the migrations): a column added to the log is added there too, and a
 * test holds the two together.
 */

type ContentColumn = { key: string; name: string; column: Column };

const contentColumns = oncePerHandle((db: ConsoleDb): ContentColumn[] =>
  Object.entries(getTableColumns(db.tables.auditLog))
    .filter(([, column]) => !(CHAIN_COLUMNS as readonly string[]).includes(column.name))
    .map(([key, column]) => ({ key, name: column.name, column: column as Column })),
);

/** The content columns' names in schema order: the order of an append's values. */
export const auditContentColumnNames = (db: ConsoleDb) => contentColumns(db).map((c) => c.name);

/** The content columns' names quoted and comma-separated, for an insert's column list. */
export const auditContentColumnList = (db: ConsoleDb) =>
  auditContentColumnNames(db)
    .map((name) => `"${name}"`)
    .join(", ");

const PLAIN_TEXT = new Set(["SQLiteText", "PgText"]);

const valueJson = (value: unknown) => (typeof value === "string" ? JSON.stringify(value) : canonicalJson(value));

/**
 * Per store: the content columns in the order the content lists them (by name), and the one
 * function that writes a record's content from its values in that order. The seal (reading the
 * stored row as it is, SQLite) and verification (reading it through the schema) both end here,
 * so the text hashed when a record is sealed is the text rebuilt when it is checked.
 */
export const auditContent = oncePerHandle((db: ConsoleDb) => {
  const columns = [...contentColumns(db)].sort((a, b) => (a.name < b.name ? -1 : 1));
  const prefixes = columns.map(({ name }) => `${JSON.stringify(name)}:`);
  // Plain text is stored as it is; JSON, times and booleans go through the column's mapping.
  const decoders = columns.map(({ column }) =>
    PLAIN_TEXT.has(column.columnType) ? null : (value: unknown) => column.mapFromDriverValue(value),
  );
  /**
   * The content's canonical JSON from the record's values (from `from` on, in `names` order),
   * nulls left out; `decode` first decodes each as the schema does when a record is read.
   */
  const write = (values: readonly unknown[], from: number, decode: boolean): string => {
    let text = "";
    for (let i = 0; i < prefixes.length; i++) {
      let value: unknown = values[from + i] ?? null;
      if (value === null) continue;
      const decoder = decoders[i];
      if (decode && decoder) value = decoder(value);
      // Most values are plain text: written straight away (as storedForm and valueJson would).
      const json =
        typeof value === "string"
          ? JSON.stringify(value.isWellFormed() ? value : value.toWellFormed())
          : valueJson(storedForm(value));
      text += text ? `,${prefixes[i]}${json}` : `${prefixes[i]}${json}`;
    }
    return `{${text}}`;
  };
  return {
    /** Column names in content order: what a raw read selects. */
    names: columns.map((c) => c.name),
    /** Schema field names in content order. */
    keys: columns.map((c) => c.key),
    /** From the record's values, in `names` order. */
    json: (values: readonly unknown[]) => write(values, 0, false),
    /** From a row as the driver returns it: its values from `from` on, in `names` order. */
    jsonFromDriver: (row: readonly unknown[], from = 0) => write(row, from, true),
  };
});

/**
 * Per store: a record (keyed as the schema's fields) → its values for the driver, in schema
 * order, for an append (the sealer reads the record back from the store).
 */
export const auditValues = oncePerHandle((db: ConsoleDb) => {
  const columns = contentColumns(db).map(({ key, column }) => ({
    key,
    toDriver: PLAIN_TEXT.has(column.columnType) ? null : (value: unknown) => column.mapToDriverValue(value),
  }));
  return (record: Record<string, unknown>): unknown[] =>
    columns.map(({ key, toDriver }) => {
      const value = storedForm(record[key] ?? null);
      return value === null || !toDriver ? value : toDriver(value);
    });
});

/** The canonical JSON of a record (keyed as the schema's fields), as verification reads it back. */
export const auditContentJson = (db: ConsoleDb, record: Record<string, unknown>) => {
  const content = auditContent(db);
  return content.json(content.keys.map((key) => record[key]));
};
