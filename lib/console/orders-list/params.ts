/*
 * The orders list's search params: the table's page, size and sort, and the filters. Read the same
 * way by the server page, the filter bar (which writes them) and the CSV export (the same filters
 * from its query string). From "nuqs/server" because that entry carries no "use client".
 */
import {
  createLoader,
  createSearchParamsCache,
  createSerializer,
  parseAsString,
  type inferParserType,
} from "nuqs/server";
import { parseAsDay } from "@/lib/url-state/day-param";
import { createTableParsers } from "@/lib/url-state/table-params";

export const ORDERS_PAGE_SIZE = 50;

/** Result interpretations a person filters by; "flagged" is either of the first two. */
export const ORDER_FLAG_FILTERS = ["critical", "abnormal", "flagged", "normal"] as const;

export const ordersFilterParsers = {
  /** A top-level status as the service sends it; one the console does not know is passed on as typed. */
  status: parseAsString,
  method: parseAsString,
  lab: parseAsString,
  flag: parseAsString,
  from: parseAsDay,
  to: parseAsDay,
  /** A user_id or client_user_id, exactly. */
  user: parseAsString,
};

export const ordersListParsers = { ...createTableParsers(ORDERS_PAGE_SIZE), ...ordersFilterParsers };
export type OrdersListParams = inferParserType<typeof ordersListParsers>;
export type OrdersFilterParams = inferParserType<typeof ordersFilterParsers>;
export const ordersListParamsCache = createSearchParamsCache(ordersListParsers);
/** For the export route handler, outside the RSC tree. */
export const loadOrdersListParams = createLoader(ordersListParsers);
export const serializeOrdersParams = createSerializer(ordersListParsers);

export const ORDERS_FILTER_KEYS = Object.keys(ordersFilterParsers) as (keyof typeof ordersFilterParsers)[];

/** The order the server uses when the URL names none (the columns it may sort by are the store's). */
export const ORDERS_DEFAULT_SORT = { id: "created", desc: true } as const;

/** Longer than any id; a pasted paragraph is cut, not refused. */
export const MAX_ORDERS_USER_FILTER = 200;

export const hasOrdersFilters = (p: Partial<OrdersFilterParams>) => ORDERS_FILTER_KEYS.some((key) => Boolean(p[key]));
