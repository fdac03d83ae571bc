import "server-only";
import { cache } from "react";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { roleViewer } from "@/lib/console/field-policy/policy";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import { uuid } from "@/lib/contract/common";
import { MAX_USERS_PAGE } from "@/lib/contract/users";
import { failedLoad, isHttpStatus, type Loaded } from "@/lib/console/loaded";
import { serviceClient, serviceDescription } from "@/lib/service";
import { noteUsersRead } from "@/lib/console/user-index/index-updates";
import { newestFirstWindow } from "./newest-first";
import { toUserView, type UserView, type ViewOptions } from "./user-view";

/**
 * The users data layer. Callers pass the staff member the page guard returned; the field policy
 * decides here, not in a component, whether birth dates leave the server.
 */

export type UsersPage = { users: UserView[]; total: number };

/** A list never widens for one patient: the role alone decides. */
function listOptions(who: CurrentStaff): ViewOptions {
  return { viewer: roleViewer(who.role), embedded: serviceDescription().mode === "embedded" };
}

export async function listUsersFor(
  who: CurrentStaff,
  slice: { offset: number; limit: number },
  order: "oldest" | "newest" = "oldest",
): Promise<Loaded<UsersPage>> {
  const opts = listOptions(who);
  // The URL parser already caps the size; this keeps the service's own bound if that changes.
  const wanted = { offset: slice.offset, limit: Math.min(slice.limit, MAX_USERS_PAGE) };
  try {
    const page = order === "newest" ? await newestUsers(wanted) : await serviceClient().listUsers(wanted);
    // Not awaited: the index write never delays or fails the page.
    void noteUsersRead(page.users);
    return { ok: true, data: { users: page.users.map((u) => toUserView(u, opts)), total: page.total } };
  } catch (error) {
    return failedLoad(error);
  }
}

/**
 * The total the last list answer gave. A newest-first page needs the total before it knows where
 * to read; the last one is almost always still right, so a view costs one call, and a second only
 * when users were added or removed since (the answer's own total says so).
 */
let knownTotal: number | null = null;

async function newestUsers(slice: { offset: number; limit: number }) {
  const client = serviceClient();
  const total = knownTotal ?? (await client.listUsers({ offset: 0, limit: 1 })).total;
  let page = await client.listUsers(newestFirstWindow(total, slice));
  if (page.total !== total) page = await client.listUsers(newestFirstWindow(page.total, slice));
  knownTotal = page.total;
  return { ...page, users: [...page.users].reverse() };
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
    const viewer = await viewerFor(who, userId);
    return { ok: true, data: toUserView(user, { viewer, embedded: serviceDescription().mode === "embedded" }) };
  } catch (error) {
    if (isHttpStatus(error, 404)) return { ok: true, data: null };
    return failedLoad(error);
  }
});
