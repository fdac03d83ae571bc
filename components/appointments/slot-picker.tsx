"use client";

import { useId, useState } from "react";

import { dayLabel, slotLabel } from "@/lib/console/appointments/slot-format";
import { cn } from "@/lib/utils";
import { useViewerZone } from "@/components/time/viewer-zone";
import type { Availability, SlotChoice } from "./use-slots";

const OPTION =
  "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50";
// A visible native radio: the whole label is its target, and the mark shows the choice without colour.
const RADIO = "size-4 shrink-0 accent-primary";

/**
 * Days, then the chosen day's slots, as native radio groups (arrow keys move within a group).
 * Each slot reads in the patient's zone with the viewer's beside it when that differs.
 */
export function SlotPicker({
  availability,
  value,
  onChange,
  disabled,
}: {
  availability: Availability;
  value: SlotChoice | null;
  onChange: (slot: SlotChoice | null) => void;
  disabled?: boolean;
}) {
  const viewer = useViewerZone();
  const name = useId();
  const firstOpen = availability.days.find((d) => d.slots.length > 0)?.date ?? null;
  const [picked, setDay] = useState<string | null>(firstOpen);
  // Fresh slots (after a taken one was refused) can leave the picked day full: the first day
  // still open takes its place, rather than a day with no times to choose.
  const day = availability.days.some((d) => d.date === picked && d.slots.length > 0) ? picked : firstOpen;
  const chosenDay = availability.days.find((d) => d.date === day) ?? null;
  if (!firstOpen) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        No slots are open at this address in the coming days. Try again later or check the address.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium">Day</legend>
        <div className="flex flex-wrap gap-2">
          {availability.days.map((d) => (
            <label key={d.date} className={OPTION}>
              <input
                type="radio"
                name={`${name}-day`}
                value={d.date}
                className={RADIO}
                checked={day === d.date}
                disabled={d.slots.length === 0}
                onChange={() => {
                  setDay(d.date);
                  onChange(null);
                }}
              />
              <span>{dayLabel(d.date)}</span>
              <span className="text-xs text-muted-foreground">
                {d.slots.length === 0 ? "full" : `${d.slots.length} ${d.slots.length === 1 ? "slot" : "slots"}`}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosenDay ? (
        <fieldset className="grid gap-2" disabled={disabled}>
          <legend className="mb-1 text-sm font-medium">
            Time on {dayLabel(chosenDay.date)}
            {availability.timezone ? (
              <span className="font-normal text-muted-foreground"> (patient&apos;s zone {availability.timezone})</span>
            ) : null}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {chosenDay.slots.map((s) => {
              const label = slotLabel(s, availability.timezone, viewer);
              return (
                <label key={s.booking_key} className={cn(OPTION, "flex-wrap")}>
                  <input
                    type="radio"
                    name={`${name}-slot`}
                    value={s.booking_key}
                    className={RADIO}
                    checked={value?.booking_key === s.booking_key}
                    aria-label={label.text}
                    onChange={() => onChange(s)}
                  />
                  <span className="mr-auto font-medium tabular-nums">{label.patient}</span>
                  {label.viewer ? (
                    <span className="text-xs text-muted-foreground tabular-nums">{label.viewer}</span>
                  ) : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
