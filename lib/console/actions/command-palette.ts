"use server";

import * as z from "zod";
import { guardedAction } from "@/lib/console/guard";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import type { IndexedUserRow } from "@/lib/console/user-index/store-search";
import { noteUsersRead } from "@/lib/console/user-index/index-updates";
import { fullName } from "@/lib/console/users/full-name";
import { searchUsersFor, serviceUserByExactId } from "@/lib/console/user-index/search-users";
import { MAX_USER_QUERY } from "@/lib/console/users/list-params";

/**
 * "Go to user" by an exact user_id or client_user_id (the steps page's user picker): the service
 * answers, so a user is found whether or not the console has seen them before.
 */
const lookupSchema = z.object({
  query: z.string().trim().min(1, "Type a user ID or client user ID").max(255, "That is longer than any user ID"),
});

export type UserLookup = { userId: string | null };

export const findUserAction = guardedAction({
  permission: "users.read",
  action: "users.lookup",
  schema: lookupSchema,
  async run({ query }): Promise<UserLookup> {
    const user = await serviceUserByExactId(query);
    if (user) void noteUsersRead([user]);
    return { userId: user?.user_id ?? null };
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
 * As-you-type matches for the palette, best first, from the console's user index (names only for
 * roles that see them), the service's exact answer before them. The search audits itself with its result count.
 */
export const searchUsersAction = guardedAction({
  permission: "users.read",
  action: "users.search",
  schema: searchSchema,
  quietRead: true,
  async run({ query }, who): Promise<PaletteMatches> {
    const found = await searchUsersFor(who, { query, limit: PALETTE_MATCHES, bestFirst: true });
    const names = reveals(roleViewer(who.role), "name");
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
