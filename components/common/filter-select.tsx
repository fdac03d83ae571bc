"use client";

import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

// Radix Select reserves "" for "no value", so "any" needs a value of its own.
const ANY = "__any__";

/**
 * A labelled filter over a list: one choice, or any (null). The lists keep their filters in the
 * URL; this only turns the choice into a value or null and back.
 */
export function FilterSelect({
  label,
  anyLabel,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <Select value={value ?? ANY} onValueChange={(v) => onChange(v === ANY ? null : v)}>
          <SelectTrigger {...control} size="sm" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{anyLabel}</SelectItem>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
