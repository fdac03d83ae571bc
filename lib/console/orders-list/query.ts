import {
  DEFAULT_ORDERS_SORT,
  ORDERS_SORT_COLUMNS,
  type OrdersListFilter,
  type OrdersSort,
} from "@/lib/console/store/orders-list";
import { zoneDayBounds } from "@/lib/console/time/zone-day-bounds";
import { MAX_ORDERS_USER_FILTER, ORDERS_FILTER_KEYS, type OrdersListParams } from "@/lib/console/orders-list/params";
import { pickSort } from "@/lib/url-state/table-params";

/*
 * What the orders list's URL asks of the projection. Kept out of the URL parsers, which the filter
 * bar loads in the browser: the zone arithmetic is the server's. Pure, unit-tested.
 */

/** "flagged" is either interpretation a person acts on; any other value is matched as sent. */
function flagsOf(flag: string | null): string[] | undefined {
  if (!flag) return undefined;
  return flag === "flagged" ? ["critical", "abnormal"] : [flag];
}

const one = (value: string | null) => (value?.trim() ? [value.trim()] : undefined);

/**
 * The store's filter. Creation dates are the viewer's calendar days in `zone` (the zone the list's
 * times are shown in): `from` from that day's midnight there, `to` through its end.
 */
export function toOrdersFilter(p: Omit<OrdersListParams, "page" | "size" | "sort">, zone: string): OrdersListFilter {
  const days = zoneDayBounds(p.from, p.to, zone);
  return {
    statuses: one(p.status),
    methods: one(p.method),
    labSlug: p.lab?.trim() || undefined,
    flags: flagsOf(p.flag?.trim() || null),
    createdFrom: days.from,
    // The bounds include the last millisecond of `to`; the store compares strictly before.
    createdBefore: days.to ? new Date(Date.parse(days.to) + 1).toISOString() : undefined,
    user: p.user?.trim().slice(0, MAX_ORDERS_USER_FILTER) || undefined,
  };
}

/** The sort the URL names when the server may sort by it; newest created first otherwise. */
export function toOrdersSort(p: Pick<OrdersListParams, "sort">): OrdersSort {
  return pickSort(p.sort, ORDERS_SORT_COLUMNS) ?? DEFAULT_ORDERS_SORT;
}

/**
 * For the audit record of a read or an export: which filters were used, in one short line (ids
 * and codes only: the list's filters never carry a name); with the zone when a date was given.
 */
export function describeOrdersParams(p: Partial<OrdersListParams>, zone: string): string {
  const parts = ORDERS_FILTER_KEYS.filter((key) => p[key]).map((key) => `${key}=${String(p[key]).slice(0, 80)}`);
  if (p.sort) parts.push(`sort=${p.sort.id}.${p.sort.desc ? "desc" : "asc"}`);
  if (p.from || p.to) parts.push(`zone=${zone}`);
  return parts.length ? `filters: ${parts.join(", ")}` : "no filters";
}
