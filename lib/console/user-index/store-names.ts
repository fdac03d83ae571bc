import { inArray } from "drizzle-orm";
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

/** Statements stay well under either dialect's limit on bound parameters. */
const IDS_PER_STATEMENT = 500;

export async function indexedUserLabels(
  db: ConsoleDb,
  userIds: readonly string[],
): Promise<Map<string, IndexedUserLabel>> {
  const { userIndex } = db.tables;
  const wanted = [...new Set(userIds)];
  const labels = new Map<string, IndexedUserLabel>();
  for (let i = 0; i < wanted.length; i += IDS_PER_STATEMENT) {
    const rows = await db.orm
      .select({
        userId: userIndex.userId,
        clientUserId: userIndex.clientUserId,
        hasDetails: userIndex.hasDetails,
        firstName: userIndex.firstName,
        lastName: userIndex.lastName,
        detailsCheckedAt: userIndex.detailsCheckedAt,
      })
      .from(userIndex)
      .where(inArray(userIndex.userId, wanted.slice(i, i + IDS_PER_STATEMENT)));
    for (const r of rows) {
      labels.set(r.userId, {
        clientUserId: r.clientUserId,
        detailsKnown: r.detailsCheckedAt !== null,
        name: r.hasDetails ? fullName(r.firstName, r.lastName) : null,
      });
    }
  }
  return labels;
}
