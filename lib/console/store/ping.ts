import { sql } from "drizzle-orm";
import type { ConsoleDb } from "./db";

/** One trivial query, for readiness: throws when the store does not answer. */
export async function pingStore(db: ConsoleDb): Promise<void> {
  await db.orm
    .select({ one: sql<number>`1` })
    .from(db.tables.staff)
    .limit(1);
}
