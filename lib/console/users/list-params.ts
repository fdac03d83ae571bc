/*
 * The users list's search params: the table's page, size and sort, plus the search text and the
 * filters. Read the same way by the server page and by the filter bar, so a view can be linked
 * and survives a reload. From "nuqs/server" because that entry carries no "use client".
 */
import { createSearchParamsCache, parseAsString, parseAsStringLiteral, type inferParserType } from "nuqs/server";
import { parseAsDay } from "@/lib/url-state/day-param";
import { createTableParsers } from "@/lib/url-state/table-params";

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

/** Columns a person may sort the list by. */
export const USERS_SORTABLE_COLUMNS = ["createdOn", "clientUserId", "name"] as const;

/**
 * Without a sort in the URL the list is newest first, as the index sorts by default: the users
 * people look for are the recent ones. The table shows this as the Created column's sort.
 */
export const USERS_DEFAULT_SORT = { id: "createdOn", desc: true } as const;
export type UsersSortableColumn = (typeof USERS_SORTABLE_COLUMNS)[number];

/** Longer than any id or name worth searching for; a pasted paragraph is cut, not refused. */
export const MAX_USER_QUERY = 200;
