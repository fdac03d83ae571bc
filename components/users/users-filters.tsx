"use client";

import { debounce, useQueryStates } from "nuqs";

import type { TableUrlState } from "@/components/data-table/use-table-url-state";
import { ResetFiltersButton } from "@/components/common/reset-filters-button";
import { CollapsibleFilters } from "@/components/common/collapsible-filters";
import { DateRangeFields } from "@/components/common/date-range-fields";
import { FilterSelect } from "@/components/common/filter-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MAX_USER_QUERY, usersFilterParsers } from "@/lib/console/users/list-params";
import { parseAsPage } from "@/lib/url-state/table-params";

const DETAILS_OPTIONS = [
  { value: "with", label: "With details" },
  { value: "without", label: "Without details" },
];

const parsers = { ...usersFilterParsers, page: parseAsPage.withDefault(1) };
type FilterKey = keyof typeof usersFilterParsers;

export type ProviderChoice = { slug: string; name: string };

/**
 * Search and filters over the users list, kept in the URL so a view can be shared and survives a
 * reload. Typing reaches the server 300 ms after the last key; every change goes back to page 1,
 * because the old page number points at other rows afterwards.
 */
export function UsersFilters({
  urlState,
  providers,
  names,
  zone,
}: {
  urlState: TableUrlState;
  /** The zone whose calendar days the dates are (the viewer's), named in their labels. */
  zone: string;
  providers: readonly ProviderChoice[];
  /** Whether a search matches names for this role (it says so in the placeholder). */
  names: boolean;
}) {
  const [params, setParams] = useQueryStates(parsers, urlState.urlOptions);
  const set = (patch: Partial<Record<FilterKey, string | null>>, typing = false) =>
    void setParams(
      { ...(patch as Partial<typeof params>), page: null },
      typing ? { limitUrlUpdates: debounce(300) } : undefined,
    );
  const active = (Object.keys(usersFilterParsers) as FilterKey[]).some((key) => Boolean(params[key]));
  // A provider from an old link that the catalogue no longer lists still shows as itself.
  const choices =
    params.provider && !providers.some((p) => p.slug === params.provider)
      ? [...providers, { slug: params.provider, name: params.provider }]
      : providers;

  return (
    <search className="flex flex-wrap items-end gap-3" aria-label="Search and filter users">
      <FormField label="Search" className="w-full sm:w-72">
        <Input
          type="search"
          className="h-8"
          placeholder={names ? "Name, client_user_id or user_id" : "client_user_id or user_id"}
          maxLength={MAX_USER_QUERY}
          autoComplete="off"
          spellCheck={false}
          value={params.q ?? ""}
          onChange={(e) => set({ q: e.target.value || null }, true)}
        />
      </FormField>
      <CollapsibleFilters active={(["provider", "details", "from", "to"] as const).filter((k) => params[k]).length}>
        <FilterSelect
          label="Connected provider"
          anyLabel="Any provider"
          className="w-44"
          options={choices.map((p) => ({ value: p.slug, label: p.name }))}
          value={params.provider}
          onChange={(provider) => set({ provider })}
        />
        <FilterSelect
          label="Patient details"
          anyLabel="Any"
          className="w-36"
          options={DETAILS_OPTIONS}
          value={params.details}
          onChange={(details) => set({ details })}
        />
        <DateRangeFields
          value={{ from: params.from, to: params.to }}
          onChange={set}
          fromLabel={`Created from (${zone})`}
          toLabel={`Created to (${zone})`}
        />
      </CollapsibleFilters>
      {active ? (
        <ResetFiltersButton onReset={() => set({ q: null, provider: null, details: null, from: null, to: null })} />
      ) : null}
    </search>
  );
}
