import { sql } from "drizzle-orm";
import { oncePerHandle } from "@/lib/once-per-handle";
import { fullName } from "@/lib/console/users/full-name";
import type { ConsoleDb } from "@/lib/console/store/db";

/**
 * Looking up what the user index knows about a handful of users by id, for pages that label
 * users (the appointments board, an order, a user's header): their client_user_id and, once their
 * details were read, the patient's name. One query for all of them, however many rows a page has.
 * Names are PHI: the caller decides whether they may leave the server.
 */

export type IndexedUserLabel = {
  clientUserId: string;
  /**
   * The details were read since the user last changed. Without it the name below is the last one
   * read (a user changes most often by connecting a provider, which leaves the name alone).
   */
  detailsKnown: boolean;
  /** "First Last" as the service returns them; null when the user has no details or they were never read. */
  name: string | null;
};

/**
 * One statement prepared once per store, whatever the number of ids: they travel as one JSON array
 * parameter. Building an `IN (…)` list of a page's hundred ids anew on every view cost more than
 * running it (the users list, the results queue and the audit log label a page of users each time).
 */
const labelsByIds = oncePerHandle((db: ConsoleDb) => {
  const { userIndex } = db.tables;
  const ids = sql.placeholder("ids");
  const wanted =
    db.dialect === "sqlite"
      ? sql`${userIndex.userId} in (select value from json_each(${ids}))`
      : sql`${userIndex.userId} in (select jsonb_array_elements_text(${ids}::jsonb))`;
  return db.orm
    .select({
      userId: userIndex.userId,
      clientUserId: userIndex.clientUserId,
      hasDetails: userIndex.hasDetails,
      firstName: userIndex.firstName,
      lastName: userIndex.lastName,
      detailsCheckedAt: userIndex.detailsCheckedAt,
    })
    .from(userIndex)
    .where(wanted)
    .prepare("labdesk_user_labels");
});

export async function indexedUserLabels(
  db: ConsoleDb,
  userIds: readonly string[],
): Promise<Map<string, IndexedUserLabel>> {
  const labels = new Map<string, IndexedUserLabel>();
  if (userIds.length === 0) return labels;
  const rows = await labelsByIds(db).execute({ ids: JSON.stringify([...new Set(userIds)]) });
  for (const r of rows) {
    labels.set(r.userId, {
      clientUserId: r.clientUserId,
      detailsKnown: r.detailsCheckedAt !== null,
      name: r.hasDetails ? fullName(r.firstName, r.lastName) : null,
    });
  }
  return labels;
}
