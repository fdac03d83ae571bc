import type { ActionResult } from "@/lib/console/guard";
import { ServiceError } from "@/lib/service/errors";

/**
 * What the create-user action and its dialog share besides the contract schema: the result shape
 * (the guard's one ActionResult; a duplicate's `extra.existingUserId` names the user it points at)
 * and how a duplicate is recognised in the service's answer.
 */
export type CreatedUser = { user_id: string; client_user_id: string };

export type CreateUserResult = ActionResult<CreatedUser>;

export const DUPLICATE_CLIENT_USER_ID = "A user with this client_user_id already exists";

/**
 * The service refuses a client_user_id it already holds with a 400 whose detail object carries
 * the existing `user_id` (the real service's shape; see DESIGN "endpoints … built in the shape of
 * the real service"). Anything else is not a duplicate.
 */
export function existingUserIdOf(error: unknown): string | null {
  if (!(error instanceof ServiceError) || error.kind !== "http" || error.status !== 400) return null;
  const detail = error.detail;
  if (typeof detail !== "object" || Array.isArray(detail)) return null;
  return typeof detail.user_id === "string" && detail.user_id.length > 0 ? detail.user_id : null;
}
