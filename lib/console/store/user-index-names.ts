import { inArray } from "drizzle-orm";
import type { ConsoleDb } from "./db";

export type IndexedName = { firstName: string; lastName: string };

/**
 * The patient names the index holds for these users, in one query: for pages that list users the
 * service sent (the users list, the appointments board) to a role allowed to see names. Users
 * without details, or not indexed yet, are absent from the map.
 */
export async function indexedNamesOf(db: ConsoleDb, userIds: readonly string[]): Promise<Map<string, IndexedName>> {
  const { userIndex } = db.tables;
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.orm
    .select({ userId: userIndex.userId, firstName: userIndex.firstName, lastName: userIndex.lastName })
    .from(userIndex)
    .where(inArray(userIndex.userId, ids));
  const names = new Map<string, IndexedName>();
  for (const r of rows) {
    if (r.firstName !== null || r.lastName !== null) {
      names.set(r.userId, { firstName: r.firstName ?? "", lastName: r.lastName ?? "" });
    }
  }
  return names;
}
