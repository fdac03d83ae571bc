import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * A query prepared once per database handle, for the lookups that nearly every service call
 * makes (the team key, an order, a user, a page of users). Built anew, Drizzle writes such a
 * query's SQL and SQLite compiles it on every call: 100–230 µs for a one-row lookup, ten times
 * what running the prepared statement costs. The appointments board reads a hundred appointments
 * a view, four lookups each.
 *
 * The handle may be a transaction: its statements are prepared for that transaction only (it is
 * the same connection, so they would be correct on the database too, but the handle is the key).
 */
export function preparedPerHandle<H extends object, Q>(build: (handle: H) => Q): (handle: H) => Q {
  const byHandle = new WeakMap<H, Q>();
  return (handle) => {
    let query = byHandle.get(handle);
    if (!query) byHandle.set(handle, (query = build(handle)));
    return query;
  };
}

/**
 * `column IN (the list)`, the list bound as one JSON array parameter named `name`, so one prepared
 * statement serves any number of values (bind it with `jsonList`).
 */
export const inJsonList = (column: SQLWrapper, name: string): SQL =>
  sql`${column} in (select value from json_each(${sql.placeholder(name)}))`;

export const jsonList = (values: readonly (string | number)[]) => JSON.stringify(values);
