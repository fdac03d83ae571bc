import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type DateRange = { from: string | null; to: string | null };

/**
 * A from/to pair of date inputs for a list's filters, each bounded by the other so a person cannot
 * pick an empty range. The values are calendar days (YYYY-MM-DD); the caller says in its labels
 * whose days they are (UTC, the viewer's zone). Wide enough for the date and the picker's icon at a
 * phone's larger text size, and two of them still side by side on a 390 px screen.
 */
export function DateRangeFields({
  value,
  onChange,
  fromLabel,
  toLabel,
  describedBy,
}: {
  value: DateRange;
  onChange: (change: Partial<DateRange>) => void;
  fromLabel: string;
  toLabel: string;
  /** The id of a note both inputs are read with (e.g. whose days they are). */
  describedBy?: string;
}) {
  return (
    <>
      <FormField label={fromLabel}>
        <Input
          type="date"
          className="h-8 w-40"
          value={value.from ?? ""}
          max={value.to ?? undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ from: e.target.value || null })}
        />
      </FormField>
      <FormField label={toLabel}>
        <Input
          type="date"
          className="h-8 w-40"
          value={value.to ?? ""}
          min={value.from ?? undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
      </FormField>
    </>
  );
}
