"use server";

import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { DUPLICATE_CLIENT_USER_ID, existingUserIdOf } from "@/lib/console/users/create-user";
import { noteUserCreated } from "@/lib/console/user-index/index-updates";
import { createUserBody } from "@/lib/contract/users";
import { serviceClient } from "@/lib/service";

/**
 * Creates a service user (users.create), re-validated with the form's own contract schema and
 * audited with the new user's id. A duplicate client_user_id comes back as a field error carrying
 * the existing user's id, so the dialog can link to it.
 */
export const createUserAction = guardedAction({
  permission: "users.create",
  action: "users.create",
  schema: createUserBody,
  run: async (input) => {
    try {
      const created = await serviceClient().createUser(input);
      // Awaited (it never throws): the new user is found by search at once.
      await noteUserCreated({
        user_id: created.user_id,
        client_user_id: created.client_user_id ?? input.client_user_id,
      });
      return created;
    } catch (error) {
      const existingUserId = existingUserIdOf(error);
      if (!existingUserId) throw error;
      throw new ActionRefusal(`${DUPLICATE_CLIENT_USER_ID}.`, {
        detail: "duplicate client_user_id",
        fieldErrors: { client_user_id: DUPLICATE_CLIENT_USER_ID },
        extra: { existingUserId },
      });
    }
  },
  // After `run`: TypeScript infers the result type from `run` in property order.
  target: (_input, created) => ({ targetType: "user", targetId: created?.user_id ?? null }),
});
