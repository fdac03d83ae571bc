"use client";

import { CheckIcon, PlusCircleIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Separator } from "@/components/ui/separator";
import { cn } from "@/lib/utils";
import type { DataTableFilterOption } from "./data-table-features";

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
        <Button variant="outline" size="sm" className="h-8 border-dashed">
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
        <Command>
          <CommandInput placeholder={title} aria-label={`Search ${title}`} />
          <CommandList>
            <CommandEmpty>No matches.</CommandEmpty>
            <CommandGroup>
              {all.map((option) => {
                const isSelected = chosen.has(option.value);
                const Icon = option.icon;
                return (
                  <CommandItem
                    key={option.value}
                    value={option.value}
                    keywords={[option.label]}
                    onSelect={() => toggle(option.value)}
                    aria-checked={isSelected}
                  >
                    <span
                      className={cn(
                        "flex size-4 items-center justify-center rounded-[4px] border border-primary",
                        isSelected ? "bg-primary text-primary-foreground" : "opacity-50 [&_svg]:invisible",
                      )}
                    >
                      <CheckIcon className="size-3.5 text-current" aria-hidden="true" />
                    </span>
                    {Icon ? <Icon className="size-4 text-muted-foreground" /> : null}
                    <span>{option.label}</span>
                  </CommandItem>
                );
              })}
            </CommandGroup>
            {chosen.size > 0 ? (
              <>
                <CommandSeparator />
                <CommandGroup>
                  <CommandItem onSelect={() => onChange([])} className="justify-center text-center">
                    Clear filter
                  </CommandItem>
                </CommandGroup>
              </>
            ) : null}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
