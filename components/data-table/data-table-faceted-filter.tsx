"use client";

import dynamic from "next/dynamic";
import { PlusCircleIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Separator } from "@/components/ui/separator";
import type { DataTableFilterOption } from "./data-table-features";

const loadOptions = () => import("./data-table-faceted-options");
// The list (cmdk) loads with the popover, not with the page.
const DataTableFacetedOptions = dynamic(() => loadOptions().then((m) => m.DataTableFacetedOptions), { ssr: false });

export type DataTableFacetedFilterProps = {
  title: string;
  options: readonly DataTableFilterOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
};

/**
 * Multi-value filter (statuses, providers) in a searchable popover. Values the options do not
 * list, e.g. from an old link or a non-exhaustive enum, still show and can be unticked.
 */
export function DataTableFacetedFilter({ title, options, selected, onChange }: DataTableFacetedFilterProps) {
  const chosen = new Set(selected);
  const known = new Set(options.map((o) => o.value));
  const all: DataTableFilterOption[] = [
    ...options,
    ...selected.filter((v) => !known.has(v)).map((value) => ({ label: value, value })),
  ];

  function toggle(value: string) {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange([...next]);
  }

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-8 border-dashed"
          onPointerEnter={() => void loadOptions()}
          onFocus={() => void loadOptions()}
        >
          <PlusCircleIcon aria-hidden="true" />
          {title}
          {chosen.size > 0 ? (
            <>
              <Separator orientation="vertical" className="mx-1 h-4" />
              <Badge variant="secondary" className="rounded-sm px-1 font-normal lg:hidden">
                {chosen.size}
              </Badge>
              <span className="hidden gap-1 lg:flex">
                {chosen.size > 2 ? (
                  <Badge variant="secondary" className="rounded-sm px-1 font-normal">
                    {chosen.size} selected
                  </Badge>
                ) : (
                  all
                    .filter((o) => chosen.has(o.value))
                    .map((o) => (
                      <Badge variant="secondary" key={o.value} className="rounded-sm px-1 font-normal">
                        {o.label}
                      </Badge>
                    ))
                )}
              </span>
            </>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-56 p-0" align="start">
        <DataTableFacetedOptions title={title} all={all} chosen={chosen} toggle={toggle} clear={() => onChange([])} />
      </PopoverContent>
    </Popover>
  );
}
