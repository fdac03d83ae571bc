import "server-only";
import { mapLimit } from "@/lib/concurrency/map-limit";
import { isHttpStatus } from "@/lib/console/loaded";
import { consoleDb } from "@/lib/console/store/db";
import { indexedUserStates } from "@/lib/console/user-index/store";
import { serviceClient } from "@/lib/service";

/** Service look-ups one check may make, and how many at a time: the rest is said to be unchecked. */
export const MAX_USER_LOOKUPS = 250;
const PARALLEL_LOOKUPS = 8;

export type UserCheck = { unknown: string[]; unchecked: number };

/**
 * Which of these user ids the service does not know, as the import would find. An id the console's
 * user index holds came from the service's own list, so it is known without a call; the others
 * are asked of the service one by one (its 404 is the answer), up to MAX_USER_LOOKUPS. An id
 * whose look-up failed otherwise is counted as unchecked, never as unknown.
 */
export async function unknownUserIds(userIds: readonly string[]): Promise<UserCheck> {
  const ids = [...new Set(userIds)];
  const indexed = await indexedUserStates(await consoleDb(), ids);
  const toAsk = ids.filter((id) => !indexed.has(id));
  const asked = toAsk.slice(0, MAX_USER_LOOKUPS);
  const client = serviceClient();
  const answers = await mapLimit(asked, PARALLEL_LOOKUPS, async (id) => {
    try {
      await client.getUser(id);
      return "known" as const;
    } catch (error) {
      return isHttpStatus(error, 404, 422) ? ("unknown" as const) : ("unchecked" as const);
    }
  });
  return {
    unknown: asked.filter((_, i) => answers[i] === "unknown"),
    unchecked: toAsk.length - asked.length + answers.filter((a) => a === "unchecked").length,
  };
}
