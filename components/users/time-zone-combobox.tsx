"use client";

import { useMemo, useState } from "react";
import { CheckIcon, ChevronsUpDownIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import type { FieldControlProps } from "@/components/ui/form-field";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

/** "UTC" first (the runtime's list may omit it), then the zones this browser knows. */
function timeZoneOptions(): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...listed.filter((zone) => zone !== "UTC")];
}

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
 * A searchable list of IANA zones. The list holds canonical names only, so a typed name that is
 * not listed (an alias such as Asia/Calcutta, or a typo) can still be chosen with "Use …": the
 * form's schema then accepts it or refuses it at the field, rather than the picker guessing.
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
  const options = useMemo(() => timeZoneOptions(), []);
  const typed = search.trim();
  const typedIsListed = options.some((zone) => zone.toLowerCase() === typed.toLowerCase());

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
          {value || emptyLabel}
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
        <Command>
          <CommandInput
            value={search}
            onValueChange={setSearch}
            placeholder="Search time zones…"
            aria-label="Search time zones"
          />
          <CommandList>
            <CommandEmpty>No listed zone matches.</CommandEmpty>
            {typed && !typedIsListed ? (
              // forceMount (group and item): cmdk's own filter would hide them, as they match nothing listed.
              <CommandGroup forceMount>
                <CommandItem forceMount value={`use:${typed}`} onSelect={() => choose(typed)}>
                  Use “{typed}”
                </CommandItem>
              </CommandGroup>
            ) : null}
            {value ? (
              <CommandGroup>
                <CommandItem value="__clear__" onSelect={() => choose(null)}>
                  {emptyLabel}
                </CommandItem>
              </CommandGroup>
            ) : null}
            <CommandGroup heading="Time zones">
              {options.map((zone) => (
                <CommandItem key={zone} value={zone} onSelect={() => choose(zone)}>
                  <CheckIcon aria-hidden="true" className={cn(zone === value ? "opacity-100" : "opacity-0")} />
                  {zone}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
