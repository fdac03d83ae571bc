"use client";

import { CheckIcon } from "lucide-react";

import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from "@/components/ui/command";
import { cn } from "@/lib/utils";
import type { DataTableFilterOption } from "./data-table-features";

/**
 * The searchable list inside a faceted filter's popover (data-table-faceted-filter.tsx), loaded
 * with the popover: cmdk is not needed until someone opens a filter.
 */
export function DataTableFacetedOptions({
  title,
  all,
  chosen,
  toggle,
  clear,
}: {
  title: string;
  all: readonly DataTableFilterOption[];
  chosen: ReadonlySet<string>;
  toggle: (value: string) => void;
  clear: () => void;
}) {
  return (
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
              <CommandItem onSelect={clear} className="justify-center text-center">
                Clear filter
              </CommandItem>
            </CommandGroup>
          </>
        ) : null}
      </CommandList>
    </Command>
  );
}
