import "server-only";
import { cache } from "react";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { seesPhi } from "@/lib/console/permissions";
import { uuid } from "@/lib/contract/common";
import { MAX_USERS_PAGE } from "@/lib/contract/users";
import { failedLoad, isHttpStatus, type Loaded } from "@/lib/console/loaded";
import { serviceClient, serviceDescription } from "@/lib/service";
import { noteUsersRead } from "./index-updates";
import { toUserView, type UserView, type ViewOptions } from "./user-view";

/**
 * The users data layer. Callers pass the staff member the page guard returned; the role decides
 * here, not in a component, whether birth dates leave the server.
 */

export type UsersPage = { users: UserView[]; total: number };

function viewOptions(who: CurrentStaff): ViewOptions {
  return { phi: seesPhi(who.role), embedded: serviceDescription().mode === "embedded" };
}

export async function listUsersFor(
  who: CurrentStaff,
  slice: { offset: number; limit: number },
): Promise<Loaded<UsersPage>> {
  const opts = viewOptions(who);
  try {
    // The URL parser already caps the size; this keeps the service's own bound if that changes.
    const page = await serviceClient().listUsers({
      offset: slice.offset,
      limit: Math.min(slice.limit, MAX_USERS_PAGE),
    });
    // Not awaited: the index write never delays or fails the page.
    void noteUsersRead(page.users);
    return { ok: true, data: { users: page.users.map((u) => toUserView(u, opts)), total: page.total } };
  } catch (error) {
    return failedLoad(error);
  }
}

/**
 * One user, or `null` when the service does not know the id (404) or it is not a UUID at all
 * (the service would answer 422 for a path any person can type). Memoised per request, because
 * the user layout and the overview page both need it.
 */
export const getUserFor = cache(async (who: CurrentStaff, userId: string): Promise<Loaded<UserView | null>> => {
  if (!uuid.safeParse(userId).success) return { ok: true, data: null };
  try {
    const user = await serviceClient().getUser(userId);
    void noteUsersRead([user]);
    return { ok: true, data: toUserView(user, viewOptions(who)) };
  } catch (error) {
    if (isHttpStatus(error, 404)) return { ok: true, data: null };
    return failedLoad(error);
  }
});
