"use server";

import * as z from "zod";
import { MAX_USERS_PAGE } from "@/lib/contract/users";
import { guardedAction } from "@/lib/console/guard";
import { serviceClient, ServiceError } from "@/lib/service";

/**
 * "Go to user" in the command palette: a user_id opens directly; anything else is looked up as a
 * client_user_id. The service has no search by client_user_id, so the lookup pages through the
 * user list, and stops after SCAN_LIMIT users rather than walking a team of a million.
 */
const SCAN_LIMIT = 5_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const lookupSchema = z.object({ query: z.string().trim().min(1, "Type a user ID or client user ID").max(255, "That is longer than any user ID") });

export type UserLookup = { userId: string } | { userId: null; scanned: number; total: number };

async function byUserId(userId: string): Promise<string | null> {
  try {
    return (await serviceClient().getUser(userId.toLowerCase())).user_id;
  } catch (error) {
    // 404: no such user. It may still be a client_user_id that happens to look like a UUID.
    if (error instanceof ServiceError && error.kind === "http" && error.status === 404) return null;
    throw error;
  }
}

async function byClientUserId(clientUserId: string): Promise<UserLookup> {
  const client = serviceClient();
  let offset = 0;
  let total = Infinity;
  while (offset < Math.min(total, SCAN_LIMIT)) {
    const page = await client.listUsers({ offset, limit: Math.min(MAX_USERS_PAGE, SCAN_LIMIT - offset) });
    const hit = page.users.find((u) => u.client_user_id === clientUserId);
    if (hit) return { userId: hit.user_id };
    total = page.total;
    if (page.users.length === 0) break;
    offset += page.users.length;
  }
  return { userId: null, scanned: Math.min(offset, SCAN_LIMIT), total: Number.isFinite(total) ? total : 0 };
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
    return byClientUserId(query);
  },
});
