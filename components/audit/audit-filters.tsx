"use client";

import type { ReactNode, TransitionStartFunction } from "react";
import { debounce, useQueryStates } from "nuqs";

import { CollapsibleFilters } from "@/components/common/collapsible-filters";
import { DateRangeFields } from "@/components/common/date-range-fields";
import { FilterSelect } from "@/components/common/filter-select";
import { ExportCsvLink } from "@/components/common/export-csv-link";
import { ResetFiltersButton } from "@/components/common/reset-filters-button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { auditParsers, hasAuditFilters, serializeAuditParams } from "@/lib/console/audit/params";

type Option = { value: string; label: string };
export type AuditFilterOptions = { staff: Option[]; actions: Option[] };

/**
 * The audit log's filters, kept in the URL. Every change drops the `before` cursor: an old
 * cursor under new filters would start the list somewhere arbitrary.
 */
export function AuditFilters({
  options,
  zone,
  startTransition,
  actions,
}: {
  options: AuditFilterOptions;
  /**
   * The zone the server reads the dates' days in, named so that "from the 20th" is clearly a day
   * on the viewer's clock (the server's, not the browser's, because the server does the filtering).
   */
  zone: string;
  startTransition: TransitionStartFunction;
  /** More toolbar buttons, shown after "Export CSV". */
  actions?: ReactNode;
}) {
  const [params, setParams] = useQueryStates(auditParsers, {
    shallow: false,
    history: "push",
    scroll: false,
    startTransition,
  });
  type Patch = Partial<Record<"staff" | "action" | "target" | "from" | "to", string | null>> & {
    changes?: true | null;
  };
  const set = (patch: Patch, typing = false) =>
    void setParams({ ...patch, before: null }, typing ? { limitUrlUpdates: debounce(300) } : undefined);
  const { before: _before, ...filters } = params;
  const exportHref = serializeAuditParams("/audit/export", filters);

  // A value from an old link that is no longer among the options still shows as itself.
  const staffOptions =
    params.staff && !options.staff.some((o) => o.value === params.staff)
      ? [...options.staff, { value: params.staff, label: params.staff }]
      : options.staff;
  const actionOptions =
    params.action && !options.actions.some((o) => o.value === params.action)
      ? [...options.actions, { value: params.action, label: params.action }]
      : options.actions;

  return (
    <search className="flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
      <CollapsibleFilters
        active={(["staff", "action", "target", "from", "to", "changes"] as const).filter((k) => params[k]).length}
      >
        <FilterSelect
          label="Staff member"
          anyLabel="Any staff member"
          className="w-48"
          options={staffOptions}
          value={params.staff}
          onChange={(staff) => set({ staff })}
        />
        <FilterSelect
          label="Action"
          anyLabel="Any action"
          className="w-44"
          options={actionOptions}
          value={params.action}
          onChange={(action) => set({ action })}
        />
        <FormField label="Target id" className="w-48">
          <Input
            type="search"
            className="h-8"
            value={params.target ?? ""}
            onChange={(e) => set({ target: e.target.value || null }, true)}
          />
        </FormField>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-xs text-muted-foreground">Dates in {zone}</legend>
          <div className="flex items-end gap-3">
            <DateRangeFields
              value={{ from: params.from, to: params.to }}
              onChange={set}
              fromLabel="From"
              toLabel="To"
            />
          </div>
        </fieldset>
        <FormField label="Changes only" orientation="horizontal" className="h-8 items-center">
          <Checkbox
            checked={params.changes === true}
            onCheckedChange={(checked) => set({ changes: checked === true ? true : null })}
          />
        </FormField>
      </CollapsibleFilters>
      {hasAuditFilters(params) ? (
        <ResetFiltersButton
          onReset={() => set({ staff: null, action: null, target: null, from: null, to: null, changes: null })}
        />
      ) : null}
      <div className="ml-auto flex items-center gap-2">
        <ExportCsvLink href={exportHref} />
        {actions}
      </div>
    </search>
  );
}
