"use client";

import * as React from "react";
import { useQueryStates } from "nuqs";
import { Loader2Icon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { GRANULARITIES, LABELS, type Granularity } from "@/lib/console/steps/bucketing";
import { chartConfigFor } from "./chart-config";
import { PRESET_LABELS, RANGE_PRESETS, stepsParsers } from "@/lib/console/steps/params";
import { TimeZoneSwitch } from "./time-zone-switch";

const AUTO = "__auto__"; // Radix Select reserves "" for "no value".

export type StepsControlsProps = {
  /** Providers with data in the range; omitted on /steps (no provider filter there). */
  providers?: string[];
  /** The granularity the server drew (what "Auto" resolved to, or a coarser one it fell back to). */
  drawn: Granularity;
  /**
   * The zone shown and the "own" choice beside the viewer's: the user's zone on their chart, each
   * user's own on /steps (`ownLabel` names it there).
   */
  zone?: { userZone: string | null; current: string; ownLabel?: string };
  range: { from: string; to: string };
  children: React.ReactNode;
};

/**
 * The steps view's controls, all kept in the URL (a link reproduces the chart). A change
 * re-renders the server page, which loads and buckets again; the panel below is marked busy
 * meanwhile.
 */
export function StepsControls({ providers, drawn, zone, range, children }: StepsControlsProps) {
  const [pending, startTransition] = React.useTransition();
  const [params, setParams] = useQueryStates(stepsParsers, {
    shallow: false,
    history: "push",
    scroll: false,
    startTransition,
  });
  const [from, setFrom] = React.useState(params.from ?? range.from);
  const [to, setTo] = React.useState(params.to ?? range.to);
  const rangeError = from && to && to < from ? "The end day is before the start day" : null;
  const shown = params.providers.length ? params.providers : (providers ?? []);
  const config = chartConfigFor(providers ?? []);

  const toggleProvider = (p: string, on: boolean) => {
    const next = on ? [...new Set([...shown, p])] : shown.filter((x) => x !== p);
    if (next.length === 0) return; // at least one provider stays on the chart
    void setParams({ providers: providers && next.length === providers.length ? null : next });
  };

  return (
    <div className="flex flex-col gap-4">
      <search aria-label="Steps chart options" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label="Date range" className="flex flex-wrap gap-1">
            {RANGE_PRESETS.map((preset) => (
              <Button
                key={preset}
                size="sm"
                variant={params.range === preset ? "default" : "outline"}
                aria-pressed={params.range === preset}
                onClick={() =>
                  void setParams(
                    preset === "custom" ? { range: preset, from, to } : { range: preset, from: null, to: null },
                  )
                }
              >
                {PRESET_LABELS[preset]}
              </Button>
            ))}
          </div>
          <FormField label="Granularity" className="w-44">
            {(control) => (
              <Select
                value={params.gran ?? AUTO}
                onValueChange={(v) => void setParams({ gran: v === AUTO ? null : (v as Granularity) })}
              >
                <SelectTrigger {...control} size="sm" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={AUTO}>{params.gran ? "Auto" : `Auto (${LABELS[drawn].toLowerCase()})`}</SelectItem>
                  {GRANULARITIES.map((g) => (
                    <SelectItem key={g} value={g}>
                      {LABELS[g]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          {zone ? (
            <TimeZoneSwitch
              userZone={zone.userZone}
              ownLabel={zone.ownLabel}
              current={zone.current}
              chosen={params.tz}
              onChange={(tz) => void setParams({ tz })}
            />
          ) : null}
          {pending ? (
            <span role="status" className="flex items-center gap-1 text-xs text-muted-foreground">
              <Loader2Icon aria-hidden="true" className="size-3 animate-spin" /> Updating…
            </span>
          ) : null}
        </div>
        {params.range === "custom" ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!rangeError && from && to) void setParams({ range: "custom", from, to });
            }}
          >
            <FormField label="From">
              <Input type="date" className="h-8 w-40" value={from} onChange={(e) => setFrom(e.target.value)} required />
            </FormField>
            <FormField label="To" error={rangeError}>
              <Input type="date" className="h-8 w-40" value={to} onChange={(e) => setTo(e.target.value)} required />
            </FormField>
            <Button type="submit" size="sm" disabled={Boolean(rangeError)}>
              Apply range
            </Button>
          </form>
        ) : null}
        {providers && providers.length > 0 ? (
          <fieldset className="flex flex-wrap items-center gap-4">
            <legend className="mb-1 text-sm font-medium">Providers</legend>
            {providers.map((p) => (
              <FormField key={p} label={config[p]!.label} orientation="horizontal">
                <Checkbox checked={shown.includes(p)} onCheckedChange={(on) => toggleProvider(p, on === true)} />
              </FormField>
            ))}
          </fieldset>
        ) : null}
      </search>
      <div aria-busy={pending} className={pending ? "opacity-60 transition-opacity" : undefined}>
        {children}
      </div>
    </div>
  );
}
