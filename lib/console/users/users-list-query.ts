import type { UserIndexFilters, UserIndexSort } from "@/lib/console/user-index/store-search";
import { zoneDayBounds } from "@/lib/console/time/zone-day-bounds";
import {
  MAX_USER_QUERY,
  USERS_SORTABLE_COLUMNS,
  type UsersListParams,
  type UsersSortableColumn,
} from "@/lib/console/users/list-params";
import { pickSort } from "@/lib/url-state/table-params";

/*
 * What the users list's URL asks of the list, and where the answer comes from. Kept out of the
 * URL parsers, which the filter bar loads in the browser: the zone arithmetic is the server's.
 */

const INDEX_SORTS: Record<UsersSortableColumn, { asc: UserIndexSort; desc: UserIndexSort }> = {
  createdOn: { asc: "created_asc", desc: "created_desc" },
  clientUserId: { asc: "client_user_id", desc: "client_user_id_desc" },
  name: { asc: "last_name", desc: "last_name_desc" },
};

export type UsersListQuery = {
  query: string;
  filters: UserIndexFilters;
  /** null: newest first, as the list starts (the index's own default order too). */
  sort: UserIndexSort | null;
};

/**
 * What the URL asks of the list. Sorting by name is dropped for roles that may not see names,
 * so a shared link cannot order patients by a name the viewer never sees. Creation dates are the
 * viewer's calendar days in `zone`, the zone the list's times are shown in, as the filter says.
 */
export function toUsersListQuery(p: UsersListParams, namesAllowed: boolean, zone: string): UsersListQuery {
  const allowed = namesAllowed ? USERS_SORTABLE_COLUMNS : USERS_SORTABLE_COLUMNS.filter((c) => c !== "name");
  const sort = pickSort(p.sort, allowed);
  const days = zoneDayBounds(p.from, p.to, zone);
  return {
    query: (p.q ?? "").trim().slice(0, MAX_USER_QUERY),
    filters: {
      provider: p.provider?.trim() || undefined,
      hasDetails: p.details === null ? undefined : p.details === "with",
      createdFrom: days.from,
      // The bounds include the last millisecond of `to`; the index compares strictly before.
      createdBefore: days.to ? new Date(Date.parse(days.to) + 1).toISOString() : undefined,
    },
    sort: sort ? INDEX_SORTS[sort.id][sort.desc ? "desc" : "asc"] : null,
  };
}

/**
 * The service lists users only in creation order (read from either end) and cannot search or
 * filter, so the plain list, oldest or newest first, comes from it and anything more from the
 * console's user index.
 */
export function needsIndex(q: UsersListQuery): boolean {
  const creationOrder = q.sort === null || q.sort === "created_asc" || q.sort === "created_desc";
  return q.query !== "" || !creationOrder || Object.values(q.filters).some((v) => v !== undefined);
}
