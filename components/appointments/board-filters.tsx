"use client";

import { CollapsibleFilters } from "@/components/common/collapsible-filters";
import { DateRangeFields } from "@/components/common/date-range-fields";
import { DataTableFacetedFilter } from "@/components/data-table/data-table-faceted-filter";
import { Button } from "@/components/ui/button";
import { ALL_DATES, FROM_TODAY, type ZoneChoice } from "@/lib/console/appointments/board-view";
import { MERGED_STATUS_OPTIONS } from "@/lib/console/appointments/merged-status";
import { PROVIDER_LABELS } from "@/lib/console/appointments/provider-labels";
import type { BoardParams } from "@/lib/console/appointments/board-params";
import { cn } from "@/lib/utils";

const PROVIDER_OPTIONS = Object.entries(PROVIDER_LABELS).map(([value, label]) => ({ value, label }));

export type BoardFilterValues = Pick<BoardParams, "status" | "provider" | "from" | "to" | "tz">;
export type SetBoardFilters = (next: Partial<{ [K in keyof BoardFilterValues]: BoardFilterValues[K] | null }>) => void;

const DATE_LABELS: Record<string, string> = { [FROM_TODAY]: "From today", [ALL_DATES]: "All dates" };
const ZONE_LABELS: Record<ZoneChoice, string> = { patient: "Patient's", mine: "Mine" };

/**
 * Status, provider and start-day filters, and whose clock the times are read on. All of it lives
 * in the URL; the parent resets the page with every filter change. "From today" and "All dates"
 * are the two usual starts; a day typed in "Start from" replaces either.
 */
export function BoardFilters({ values, set }: { values: BoardFilterValues; set: SetBoardFilters }) {
  const zoneWord = values.tz === "mine" ? "your" : "the patient's";
  const fromDay = values.from === FROM_TODAY || values.from === ALL_DATES ? "" : values.from;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <CollapsibleFilters active={activeFilters(values)}>
        <DataTableFacetedFilter
          title="Status"
          options={MERGED_STATUS_OPTIONS}
          selected={values.status}
          onChange={(status) => set({ status })}
        />
        <DataTableFacetedFilter
          title="Provider"
          options={PROVIDER_OPTIONS}
          selected={values.provider}
          onChange={(provider) => set({ provider })}
        />
        <Choice
          legend="Dates"
          name="board-dates"
          labels={DATE_LABELS}
          value={values.from}
          onChange={(from) => set({ from })}
          describedBy="board-day-zone"
        />
        <DateRangeFields
          value={{ from: fromDay || null, to: values.to }}
          onChange={set}
          fromLabel="Start from"
          toLabel="Start to"
          describedBy="board-day-zone"
        />
        <span id="board-day-zone" className="sr-only">
          Days are read in {zoneWord} time zone.
        </span>
        <Button variant="ghost" size="sm" onClick={() => set({ status: null, provider: null, from: null, to: null })}>
          Clear filters
        </Button>
      </CollapsibleFilters>
      <Choice
        legend="Time zone"
        name="board-zone"
        labels={ZONE_LABELS}
        value={values.tz}
        onChange={(tz) => set({ tz })}
        className="ml-auto"
      />
    </div>
  );
}

/** Filters set beyond the usual start (any status and provider, "From today" or "All dates"). */
const activeFilters = (v: BoardFilterValues) =>
  [v.status.length > 0, v.provider.length > 0, v.from !== FROM_TODAY && v.from !== ALL_DATES, Boolean(v.to)].filter(
    Boolean,
  ).length;

/**
 * Radio buttons drawn as one segmented control: native inputs, so arrow keys and screen readers
 * work without script. None is checked when the value is none of the choices (a typed day).
 */
function Choice<T extends string>({
  legend,
  name,
  labels,
  value,
  onChange,
  describedBy,
  className,
}: {
  legend: string;
  name: string;
  labels: Record<T, string>;
  value: string;
  onChange: (next: T) => void;
  describedBy?: string;
  className?: string;
}) {
  return (
    <fieldset className={cn("flex items-center gap-2", className)} aria-describedby={describedBy}>
      <legend className="float-left mr-2 text-sm font-medium">{legend}</legend>
      <div className="inline-flex rounded-md border p-0.5">
        {(Object.keys(labels) as T[]).map((choice) => (
          <label
            key={choice}
            className={cn(
              "cursor-pointer rounded-sm px-3 py-1 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring",
              value === choice ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {labels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
