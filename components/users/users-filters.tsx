"use client";

import { debounce, useQueryStates } from "nuqs";
import { XIcon } from "lucide-react";

import type { TableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { CollapsibleFilters } from "@/components/common/collapsible-filters";
import { DateRangeFields } from "@/components/common/date-range-fields";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { MAX_USER_QUERY, usersFilterParsers } from "@/lib/url-state/users-params";
import { parseAsPage } from "@/lib/url-state/table-params";

const ANY = "__any__"; // Radix Select reserves "" for "no value", so "Any" needs a sentinel.

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
        <FormField label="Connected provider" className="w-44">
          {(control) => (
            <Select value={params.provider ?? ANY} onValueChange={(v) => set({ provider: v === ANY ? null : v })}>
              <SelectTrigger {...control} size="sm" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>Any provider</SelectItem>
                {choices.map((p) => (
                  <SelectItem key={p.slug} value={p.slug}>
                    {p.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Patient details" className="w-36">
          {(control) => (
            <Select value={params.details ?? ANY} onValueChange={(v) => set({ details: v === ANY ? null : v })}>
              <SelectTrigger {...control} size="sm" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>Any</SelectItem>
                <SelectItem value="with">With details</SelectItem>
                <SelectItem value="without">Without details</SelectItem>
              </SelectContent>
            </Select>
          )}
        </FormField>
        <DateRangeFields
          value={{ from: params.from, to: params.to }}
          onChange={set}
          fromLabel={`Created from (${zone})`}
          toLabel={`Created to (${zone})`}
        />
      </CollapsibleFilters>
      {active ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => set({ q: null, provider: null, details: null, from: null, to: null })}
        >
          Reset
          <XIcon aria-hidden="true" />
        </Button>
      ) : null}
    </search>
  );
}
