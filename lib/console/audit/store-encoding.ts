import { getTableColumns, type Column } from "drizzle-orm";
import { CHAIN_COLUMNS, canonicalJson, storedForm } from "@/lib/console/audit/chain/hash";
import { oncePerHandle } from "@/lib/once-per-handle";
import type { ConsoleDb } from "@/lib/console/store/db";

/**
 * An audit record's content as the chain hashes it: every column of the log but the chain's own,
 * keyed by column name, nulls left out, as canonical JSON (see chain/hash.ts). Columns are read
 * from the schema, so a column added later is written and hashed without a change here. Appends
 * and verification both go through this, so the text hashed when a record is written is the text
 * rebuilt when it is checked. On PostgreSQL the sealer builds the same text in SQL (audit_content,
 * in the migrations): a column added to the log is added there too, and a test holds the two together.
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
 * Per store: a record (keyed as the schema's fields) → its values for the driver, in schema order,
 * and its content's canonical JSON. One pass over precomputed columns, keys already sorted, since
 * every guarded request appends a record.
 */
export const auditEncoder = oncePerHandle((db: ConsoleDb) => {
  const columns = contentColumns(db).map(({ key, name, column }) => ({
    key,
    name,
    // Plain text goes to the driver as it is; JSON, times and booleans through the column's mapping.
    toDriver: PLAIN_TEXT.has(column.columnType) ? null : (value: unknown) => column.mapToDriverValue(value),
  }));
  const sorted = columns
    .map((c, index) => ({ index, prefix: `${JSON.stringify(c.name)}:` }))
    .sort((a, b) => (columns[a.index]!.name < columns[b.index]!.name ? -1 : 1));
  return (record: Record<string, unknown>): { values: unknown[]; content: string } => {
    const values: unknown[] = [];
    const json: (string | null)[] = [];
    for (const { key, toDriver } of columns) {
      const value = storedForm(record[key] ?? null);
      json.push(value === null ? null : valueJson(value));
      values.push(value === null || !toDriver ? value : toDriver(value));
    }
    let content = "";
    for (const { index, prefix } of sorted) {
      if (json[index] !== null) content += `${content ? "," : ""}${prefix}${json[index]}`;
    }
    return { values, content: `{${content}}` };
  };
});

/**
 * Per store: a record → its values for the driver in schema order, without the content's JSON,
 * for an append (the sealer reads the record back from the store).
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

/** A record as the driver returns it (keyed by column name) → keyed as the schema's fields. */
export const auditRecordFromRow = (db: ConsoleDb, row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    contentColumns(db).map(({ key, name, column }) => {
      const value = row[name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  );

/** The canonical JSON of a record read back from the store, for verification. */
export const auditContentJson = (db: ConsoleDb, record: Record<string, unknown>) => auditEncoder(db)(record).content;
