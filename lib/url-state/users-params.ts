/*
 * The users list's search params: the table's page, size and sort, plus the search text and the
 * filters. Read the same way by the server page and by the filter bar, so a view can be linked
 * and survives a reload. From "nuqs/server" because that entry carries no "use client".
 */
import { createSearchParamsCache, parseAsString, parseAsStringLiteral, type inferParserType } from "nuqs/server";
import type { UserIndexFilters, UserIndexSort } from "@/lib/console/store/user-index-search";
import { zoneDayBounds } from "@/lib/console/time/zone-day-bounds";
import { parseAsDay } from "./day-param";
import { createTableParsers, pickSort } from "./table-params";

export const DETAILS_FILTERS = ["with", "without"] as const;

export const usersFilterParsers = {
  q: parseAsString,
  provider: parseAsString,
  details: parseAsStringLiteral(DETAILS_FILTERS),
  from: parseAsDay,
  to: parseAsDay,
};

export const usersListParsers = { ...createTableParsers(), ...usersFilterParsers };
export type UsersListParams = inferParserType<typeof usersListParsers>;
export const usersListParamsCache = createSearchParamsCache(usersListParsers);

/** Columns a person may sort by, and the index order each one asks for. */
export const USERS_SORTABLE_COLUMNS = ["createdOn", "clientUserId", "name"] as const;

/**
 * Without a sort in the URL the list is newest first, as the index sorts by default: the users
 * people look for are the recent ones. The table shows this as the Created column's sort.
 */
export const USERS_DEFAULT_SORT = { id: "createdOn", desc: true } as const;
type SortableColumn = (typeof USERS_SORTABLE_COLUMNS)[number];

const INDEX_SORTS: Record<SortableColumn, { asc: UserIndexSort; desc: UserIndexSort }> = {
  createdOn: { asc: "created_asc", desc: "created_desc" },
  clientUserId: { asc: "client_user_id", desc: "client_user_id_desc" },
  name: { asc: "last_name", desc: "last_name_desc" },
};

/** Longer than any id or name worth searching for; a pasted paragraph is cut, not refused. */
export const MAX_USER_QUERY = 200;

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
