import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/*
 * The lookups nearly every service call makes (the team key, an order, a user, a page of users)
 * are prepared once per database handle with `oncePerHandle`. Built anew, Drizzle writes such a
 * query's SQL and SQLite compiles it on every call: 100–230 µs for a one-row lookup, ten times what
 * running the prepared statement costs, and the appointments board reads a hundred appointments a
 * view, four lookups each. A handle may be a transaction: its statements are then prepared for
 * that transaction only.
 */

/**
 * `column IN (the list)`, the list bound as one JSON array parameter named `name`, so one prepared
 * statement serves any number of values (bind it with `jsonList`).
 */
export const inJsonList = (column: SQLWrapper, name: string): SQL =>
  sql`${column} in (select value from json_each(${sql.placeholder(name)}))`;

export const jsonList = (values: readonly (string | number)[]) => JSON.stringify(values);
