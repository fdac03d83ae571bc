import { ServiceError } from "@/lib/service/errors";

/**
 * How the create-user action recognises a duplicate client_user_id in the service's answer; its
 * failed result's `extra.existingUserId` then names the user the duplicate points at.
 */

export const DUPLICATE_CLIENT_USER_ID = "A user with this client_user_id already exists";

/**
 * The service refuses a client_user_id it already holds with a 400 whose detail object carries
 * the existing `user_id` (the real service answers so, and the embedded service copies its shape).
 * Anything else is not a duplicate.
 */
export function existingUserIdOf(error: unknown): string | null {
  if (!(error instanceof ServiceError) || error.kind !== "http" || error.status !== 400) return null;
  const detail = error.detail;
  if (typeof detail !== "object" || Array.isArray(detail)) return null;
  return typeof detail.user_id === "string" && detail.user_id.length > 0 ? detail.user_id : null;
}
