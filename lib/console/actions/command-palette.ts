"use server";

import * as z from "zod";
import { guardedAction } from "@/lib/console/guard";
import { noteUsersRead } from "@/lib/console/users/index-updates";
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
