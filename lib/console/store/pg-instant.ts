import { customType } from "drizzle-orm/pg-core";

/*
 * The store's timestamps on PostgreSQL: real `timestamptz` columns, read and written as the
 * ISO-8601 strings the SQLite store keeps and the code compares.
 */

/** PostgreSQL prints `2026-11-23 21:12:05.123+00`; the store's callers expect `…T21:12:05.123Z`. */
export const isoFromPostgres = (value: string | Date): string =>
  value instanceof Date
    ? value.toISOString()
    : new Date(value.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00")).toISOString();

export const instant = customType<{ data: string; driverData: string | Date }>({
  dataType: () => "timestamp(3) with time zone",
  toDriver: (value) => value,
  fromDriver: isoFromPostgres,
});
