"use client";

import type { ReactNode } from "react";
import { debounce, useQueryStates } from "nuqs";

import type { TableUrlState } from "@/components/data-table/use-table-url-state";
import { CollapsibleFilters } from "@/components/common/collapsible-filters";
import { DateRangeFields } from "@/components/common/date-range-fields";
import { FilterSelect } from "@/components/common/filter-select";
import { ExportCsvLink } from "@/components/common/export-csv-link";
import { ResetFiltersButton } from "@/components/common/reset-filters-button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { COLLECTION_METHOD_LABELS, humanize } from "@/lib/console/appointments/format";
import { ORDER_STATUS_LABELS } from "@/lib/console/orders/order-status";
import { parseAsPage, parseAsSort } from "@/lib/url-state/table-params";
import {
  hasOrdersFilters,
  MAX_ORDERS_USER_FILTER,
  ORDER_FLAG_FILTERS,
  ordersFilterParsers,
  serializeOrdersParams,
} from "@/lib/console/orders-list/params";

type Option = { value: string; label: string };
const STATUS_OPTIONS: Option[] = Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const METHOD_OPTIONS: Option[] = Object.entries(COLLECTION_METHOD_LABELS).map(([value, label]) => ({ value, label }));
const FLAG_OPTIONS: Option[] = ORDER_FLAG_FILTERS.map((value) => ({
  value,
  label: value === "flagged" ? "Critical or abnormal" : humanize(value),
}));

/** A value from an old link (or one the service added since) that the options lack still shows as itself. */
const withCurrent = (options: Option[], value: string | null) =>
  value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;

const parsers = { ...ordersFilterParsers, page: parseAsPage.withDefault(1), sort: parseAsSort };
type FilterKey = keyof typeof ordersFilterParsers;

/**
 * The orders list's filters, kept in the URL so a view can be shared and survives a reload, and
 * the CSV export of the same view. Every change goes back to page 1: the old page number points
 * at other rows afterwards.
 */
export function OrdersFilters({
  urlState,
  labs,
  zone,
  actions,
}: {
  urlState: TableUrlState;
  labs: readonly { slug: string; name: string }[];
  /** The zone whose calendar days the dates are (the viewer's), named in their labels. */
  zone: string;
  actions?: ReactNode;
}) {
  const [params, setParams] = useQueryStates(parsers, urlState.urlOptions);
  const set = (patch: Partial<Record<FilterKey, string | null>>, typing = false) =>
    void setParams({ ...patch, page: null }, typing ? { limitUrlUpdates: debounce(300) } : undefined);
  const { page: _page, ...view } = params;
  const exportHref = serializeOrdersParams("/orders/export", view);
  const labOptions = labs.map((l) => ({ value: l.slug, label: l.name }));
  const folded = (["status", "method", "lab", "flag", "from", "to"] as const).filter((k) => params[k]).length;

  return (
    <search className="flex flex-wrap items-end gap-3" aria-label="Filter orders">
      <FormField label="User" className="w-full sm:w-64">
        <Input
          type="search"
          className="h-8"
          placeholder="user_id or client_user_id"
          maxLength={MAX_ORDERS_USER_FILTER}
          autoComplete="off"
          spellCheck={false}
          value={params.user ?? ""}
          onChange={(e) => set({ user: e.target.value || null }, true)}
        />
      </FormField>
      <CollapsibleFilters active={folded}>
        <FilterSelect
          label="Status"
          anyLabel="Any status"
          className="w-40"
          options={withCurrent(STATUS_OPTIONS, params.status)}
          value={params.status}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label="Collection"
          anyLabel="Any method"
          className="w-40"
          options={withCurrent(METHOD_OPTIONS, params.method)}
          value={params.method}
          onChange={(method) => set({ method })}
        />
        <FilterSelect
          label="Lab"
          anyLabel="Any lab"
          className="w-44"
          options={withCurrent(labOptions, params.lab)}
          value={params.lab}
          onChange={(lab) => set({ lab })}
        />
        <FilterSelect
          label="Flag"
          anyLabel="Any"
          className="w-44"
          options={withCurrent(FLAG_OPTIONS, params.flag)}
          value={params.flag}
          onChange={(flag) => set({ flag })}
        />
        <DateRangeFields
          value={{ from: params.from, to: params.to }}
          onChange={set}
          fromLabel={`Created from (${zone})`}
          toLabel={`Created to (${zone})`}
        />
      </CollapsibleFilters>
      {hasOrdersFilters(params) ? (
        <ResetFiltersButton
          onReset={() => set({ user: null, status: null, method: null, lab: null, flag: null, from: null, to: null })}
        />
      ) : null}
      <div className="ml-auto flex items-center gap-2">
        <ExportCsvLink href={exportHref} />
        {actions}
      </div>
    </search>
  );
}
