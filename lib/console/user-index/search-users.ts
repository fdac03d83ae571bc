import "server-only";
import { audit } from "@/lib/console/audit/record";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { consoleDb } from "@/lib/console/store/db";
import {
  searchUserIndex,
  type IndexedUserRow,
  type UserIndexFilters,
  type UserIndexResult,
  type UserIndexSort,
} from "@/lib/console/user-index/store-search";
import { bestUserMatches } from "@/lib/console/user-index/store-rank";
import { uuid } from "@/lib/contract/common";
import { isHttpStatus } from "@/lib/console/loaded";
import { ServiceError, serviceClient } from "@/lib/service";
import type { ServiceUser } from "@/lib/service/read/users";
import { indexEntryOf, noteUsersRead } from "@/lib/console/user-index/index-updates";

/**
 * Searching users for a staff member: the console's index answers, names matching and coming
 * back only for roles that may read them; an exact user_id or client_user_id is also asked of the
 * service, so a user is found before the indexer has reached it. Each search is audited as an
 * access with its result count; the query is not recorded, because it may be a patient's name.
 */

export type UserSearchInput = {
  query?: string;
  filters?: UserIndexFilters;
  sort?: UserIndexSort;
  offset?: number;
  limit?: number;
  /** Best match first, for going to one user (the palette), instead of a list in `sort` order. */
  bestFirst?: boolean;
};

export type UserSearchResult = UserIndexResult & {
  /** The user the service itself knows by exactly this id, when there is one. */
  exact: IndexedUserRow | null;
};

/** Longer than any client_user_id worth asking the service about. */
const MAX_EXACT_ID = 255;

/**
 * The user the service knows by exactly this user_id (any case) or client_user_id, or null. A
 * UUID that is no user_id may still be a client_user_id, so it is resolved as one too. Service
 * failures other than "no such user" are thrown for the caller to report.
 */
export async function serviceUserByExactId(query: string): Promise<ServiceUser | null> {
  const client = serviceClient();
  if (uuid.safeParse(query.toLowerCase()).success) {
    const byId = await client.getUser(query.toLowerCase()).catch((error: unknown) => {
      if (isHttpStatus(error, 404)) return null;
      throw error;
    });
    if (byId) return byId;
  }
  return client.resolveUser(query);
}

async function serviceUserExactly(query: string): Promise<ServiceUser | null> {
  if (!query || query.length > MAX_EXACT_ID || /\s/.test(query)) return null;
  try {
    return await serviceUserByExactId(query);
  } catch (error) {
    // The index still answers; the service being down only costs the exact match.
    if (error instanceof ServiceError) return null;
    throw error;
  }
}

export async function searchUsersFor(who: CurrentStaff, input: UserSearchInput): Promise<UserSearchResult> {
  const namesAllowed = reveals(roleViewer(who.role), "name");
  const query = input.query?.trim() ?? "";
  const db = await consoleDb();
  const [found, serviceUser] = await Promise.all([
    input.bestFirst
      ? bestUserMatches(db, { query, namesAllowed, filters: input.filters, limit: input.limit ?? 10 })
      : searchUserIndex(db, { ...input, query, namesAllowed }),
    serviceUserExactly(query),
  ]);
  let exact: IndexedUserRow | null = null;
  if (serviceUser) {
    await noteUsersRead([serviceUser]);
    const [indexed] = (await searchUserIndex(db, { namesAllowed, filters: { userId: serviceUser.user_id }, limit: 1 }))
      .rows;
    const entry = indexEntryOf(serviceUser);
    exact = indexed ?? {
      userId: entry.userId,
      clientUserId: entry.clientUserId,
      createdOn: new Date(entry.createdOn).toISOString(),
      providers: [...entry.providers],
      hasDetails: false,
    };
  }
  await audit(who, {
    action: "users.search",
    outcome: "ok",
    detail: `results: ${found.total}; exact id match: ${exact ? "yes" : "no"}`,
  });
  return { ...found, exact };
}
