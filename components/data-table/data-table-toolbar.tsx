"use client";

import { useMemo, type ReactNode } from "react";
import type { RowData } from "@tanstack/react-table";
import { debounce, useQueryStates } from "nuqs";

import { ResetFiltersButton } from "@/components/common/reset-filters-button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { filterParsers, parseAsPage, type FilterVariant } from "@/lib/url-state/table-params";
import { columnLabel, type DataTableFilter, type DataTableInstance } from "./data-table-features";
import { DataTableFacetedFilter } from "./data-table-faceted-filter";
import { DataTableViewOptions } from "./data-table-view-options";
import type { TableUrlState } from "./use-table-url-state";

const ALL = "__all__"; // Radix Select reserves "" for "no value", so "All" needs a sentinel.

/** Parsers keyed by search param; rebuilt only when the set of filters changes. */
function useFilterParsers(signature: string) {
  return useMemo(() => {
    const entries = signature
      .split("|")
      .filter(Boolean)
      .map((part) => {
        const [param = "", variant] = part.split(":");
        return [param, filterParsers[variant as FilterVariant]] as const;
      });
    // `page` rides along so a filter change and the reset to page 1 are one URL update.
    return { ...Object.fromEntries(entries), page: parseAsPage.withDefault(1) };
  }, [signature]);
}

/**
 * Filters come from column `meta.filter` and live in the URL under their `param`, so the
 * server page reads them with the same `filterParsers`. Text filters reach the server 300 ms
 * after typing stops; every filter change goes back to page 1.
 */
export function DataTableToolbar<TData extends RowData>({
  table,
  urlState,
  actions,
}: {
  table: DataTableInstance<TData>;
  urlState: TableUrlState;
  actions?: ReactNode;
}) {
  const filters = table
    .getAllLeafColumns()
    .flatMap((column) =>
      column.columnDef.meta?.filter ? [{ label: columnLabel(column), ...column.columnDef.meta.filter }] : [],
    );
  const parsers = useFilterParsers(filters.map((f) => `${f.param}:${f.variant}`).join("|"));
  const [parsed, setValues] = useQueryStates(parsers, urlState.urlOptions);
  // The keys are only known at run time; each value is a string, string[] or null per variant.
  const values = parsed as Record<string, unknown>;

  const active = filters.some((f) => {
    const value: unknown = values[f.param];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
  const set = (param: string, value: string | string[] | null, typing = false) =>
    void setValues(
      { [param]: Array.isArray(value) && value.length === 0 ? null : value || null, page: null },
      typing ? { limitUrlUpdates: debounce(300) } : undefined,
    );
  const reset = () => void setValues(Object.fromEntries([...filters.map((f) => [f.param, null]), ["page", null]]));

  return (
    <div className="flex flex-wrap items-center gap-2" data-slot="data-table-toolbar">
      {filters.map((filter) => (
        <ToolbarFilter key={filter.param} filter={filter} value={values[filter.param]} onChange={set} />
      ))}
      {active ? <ResetFiltersButton className="h-8" onReset={reset} /> : null}
      <div className="ml-auto flex items-center gap-2">
        {actions}
        <DataTableViewOptions table={table} />
      </div>
    </div>
  );
}

function ToolbarFilter({
  filter,
  value,
  onChange,
}: {
  filter: DataTableFilter & { label: string };
  value: unknown;
  onChange: (param: string, value: string | string[] | null, typing?: boolean) => void;
}) {
  if (filter.variant === "text") {
    return (
      <Input
        type="search"
        aria-label={`Filter by ${filter.label}`}
        placeholder={filter.placeholder ?? `Filter ${filter.label.toLowerCase()}…`}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange(filter.param, event.target.value, true)}
        className="h-8 w-full sm:w-40 lg:w-64"
      />
    );
  }
  if (filter.variant === "select") {
    return (
      <Select
        value={typeof value === "string" ? value : ALL}
        onValueChange={(v) => onChange(filter.param, v === ALL ? null : v)}
      >
        <SelectTrigger size="sm" aria-label={`Filter by ${filter.label}`} className="h-8">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Any {filter.label.toLowerCase()}</SelectItem>
          {filter.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }
  return (
    <DataTableFacetedFilter
      title={filter.label}
      options={filter.options}
      selected={Array.isArray(value) ? (value as string[]) : []}
      onChange={(next) => onChange(filter.param, next)}
    />
  );
}
