"use client";

import { useMemo, useState } from "react";
import { CheckIcon, ChevronsUpDownIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import type { FieldControlProps } from "@/components/ui/form-field";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatOffset, searchZones } from "@/lib/console/time/zone-search";
import { cn } from "@/lib/utils";
import { useZoneIndex } from "./use-zone-index";

export type TimeZoneComboboxProps = {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  control: FieldControlProps;
  buttonRef?: React.Ref<HTMLButtonElement>;
  /** What "no zone" means where the picker is used. */
  emptyLabel?: string;
};

/**
 * A searchable list of IANA zones, found the way people name them: city, country, common name or
 * abbreviation (zone-search.ts), best match first, each with its name and offset now, so Enter
 * takes the best match. The list holds the browser's zones only, so a typed name it does not list
 * (an alias, or a typo) can still be chosen with "Use …", offered last: the form's schema then
 * accepts it or refuses it at the field, rather than the picker guessing.
 */
export function TimeZoneCombobox({
  value,
  onChange,
  onBlur,
  control,
  buttonRef,
  emptyLabel = "No fallback time zone",
}: TimeZoneComboboxProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const index = useZoneIndex(open);
  const typed = search.trim();
  const matches = useMemo(() => (index ? searchZones(index, typed) : []), [index, typed]);
  const typedIsListed = matches.some((zone) => zone.id.toLowerCase() === typed.toLowerCase());
  // The chosen zone's offset on the button, once the index is built, so the choice can be checked unopened.
  const chosen = useMemo(() => (value && index ? index.find((zone) => zone.id === value) : null), [index, value]);

  function choose(next: string | null) {
    onChange(next);
    setOpen(false);
    setSearch("");
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          ref={buttonRef}
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          {...control}
          className={cn("w-full justify-between font-normal", !value && "text-muted-foreground")}
        >
          <span className="truncate">
            {value || emptyLabel}
            {chosen && chosen.name ? (
              <span className="text-muted-foreground"> · {formatOffset(chosen.offsetMinutes)}</span>
            ) : null}
          </span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
        {/* Ranked here (zone-search.ts), not by cmdk's letter-by-letter filter, which found "EST" in Europe/Stockholm. */}
        <Command shouldFilter={false}>
          <CommandInput
            value={search}
            onValueChange={setSearch}
            placeholder="City, country, name or abbreviation…"
            aria-label="Search time zones"
          />
          <CommandList>
            <CommandEmpty>{index ? "No listed zone matches." : "Loading time zones…"}</CommandEmpty>
            {value && !typed ? (
              <CommandGroup>
                <CommandItem value="__clear__" onSelect={() => choose(null)}>
                  {emptyLabel}
                </CommandItem>
              </CommandGroup>
            ) : null}
            {matches.length > 0 ? (
              <CommandGroup heading={typed ? "Best matches first" : "Time zones"}>
                {matches.map((zone) => (
                  <CommandItem
                    key={zone.id}
                    value={zone.id}
                    onSelect={() => choose(zone.id)}
                    aria-label={`${zone.id}, ${zone.name}, ${formatOffset(zone.offsetMinutes)}`}
                  >
                    <CheckIcon aria-hidden="true" className={cn(zone.id === value ? "opacity-100" : "opacity-0")} />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate">{zone.id}</span>
                      <span className="truncate text-xs text-muted-foreground">{zone.name}</span>
                    </span>
                    <span className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">
                      {formatOffset(zone.offsetMinutes)}
                    </span>
                  </CommandItem>
                ))}
              </CommandGroup>
            ) : null}
            {typed && index && matches.length === 0 ? (
              <p className="px-2 py-3 text-center text-sm text-muted-foreground">No listed zone matches.</p>
            ) : null}
            {typed && !typedIsListed ? (
              <CommandGroup>
                <CommandItem value={`use:${typed}`} onSelect={() => choose(typed)}>
                  Use “{typed}”
                </CommandItem>
              </CommandGroup>
            ) : null}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
