"use server";

import * as z from "zod";
import { guardedAction } from "@/lib/console/guard";
import { seesPhi } from "@/lib/console/permissions";
import type { IndexedUserRow } from "@/lib/console/store/user-index-search";
import { noteUsersRead } from "@/lib/console/users/index-updates";
import { fullName } from "@/lib/console/users/full-name";
import { searchUsersFor } from "@/lib/console/users/search-users";
import { MAX_USER_QUERY } from "@/lib/url-state/users-params";
import { serviceClient, ServiceError } from "@/lib/service";

/**
 * "Go to user" in the command palette: a user_id opens directly; anything else (or a UUID that is
 * no user_id) is looked up as an exact client_user_id through the service's resolve endpoint.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const lookupSchema = z.object({
  query: z.string().trim().min(1, "Type a user ID or client user ID").max(255, "That is longer than any user ID"),
});

export type UserLookup = { userId: string | null };

async function byUserId(userId: string): Promise<string | null> {
  try {
    const user = await serviceClient().getUser(userId.toLowerCase());
    void noteUsersRead([user]);
    return user.user_id;
  } catch (error) {
    // 404: no such user. It may still be a client_user_id that happens to look like a UUID.
    if (error instanceof ServiceError && error.kind === "http" && error.status === 404) return null;
    throw error;
  }
}

async function byClientUserId(clientUserId: string): Promise<string | null> {
  const user = await serviceClient().resolveUser(clientUserId);
  if (user) void noteUsersRead([user]);
  return user?.user_id ?? null;
}

export const findUserAction = guardedAction({
  permission: "users.read",
  action: "users.lookup",
  schema: lookupSchema,
  async run({ query }): Promise<UserLookup> {
    if (UUID.test(query)) {
      const userId = await byUserId(query);
      if (userId) return { userId };
    }
    return { userId: await byClientUserId(query) };
  },
});

const searchSchema = z.object({ query: z.string().trim().min(1).max(MAX_USER_QUERY) });

/** How many users the palette lists under what is typed: enough to pick from, few to read. */
const PALETTE_MATCHES = 8;

export type PaletteUser = { userId: string; clientUserId: string; name?: string; exactMatch: boolean };
export type PaletteMatches = {
  users: PaletteUser[];
  /** When the index last held every user; matches beyond an exact id may be missing before that. */
  lastCompletePassAt: string | null;
};

/**
 * As-you-type matches for the palette, from the console's user index (names only for roles that
 * see them), the service's exact answer first. The search audits itself with its result count.
 */
export const searchUsersAction = guardedAction({
  permission: "users.read",
  action: "users.search",
  schema: searchSchema,
  quietRead: true,
  async run({ query }, who): Promise<PaletteMatches> {
    const found = await searchUsersFor(who, { query, limit: PALETTE_MATCHES });
    const names = seesPhi(who.role);
    const toPalette = (row: IndexedUserRow, exactMatch: boolean): PaletteUser => ({
      userId: row.userId,
      clientUserId: row.clientUserId,
      ...(names ? { name: fullName(row.firstName, row.lastName) ?? "" } : {}),
      exactMatch,
    });
    const rest = found.rows.filter((r) => r.userId !== found.exact?.userId).map((r) => toPalette(r, false));
    const users = found.exact ? [toPalette(found.exact, true), ...rest].slice(0, PALETTE_MATCHES) : rest;
    return { users, lastCompletePassAt: found.lastCompletePassAt };
  },
});
