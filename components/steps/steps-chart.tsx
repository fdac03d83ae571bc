"use client";

import * as React from "react";
import {
  Brush,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import type { NameType, ValueType } from "recharts/types/component/DefaultTooltipContent";

import type { Granularity } from "@/lib/console/steps/bucketing";
import { cn } from "@/lib/utils";
import { chartConfigFor, type ChartConfig } from "./chart-config";
import { bucketLabel, formatSteps } from "./format";

export type StepsChartProps = {
  starts: number[];
  /** Series key (provider, or user on /steps) → one value per bucket; null = no data. */
  series: Record<string, (number | null)[]>;
  timeZone: string;
  granularity: Granularity;
  /** Labels for keys the chart config does not know (user ids on /steps). */
  labels?: Record<string, string>;
  title: string;
  /** What the bucket times mean, for the caption; by default they are times in `timeZone`. */
  timeNote?: string;
  /**
   * Buckets that hold less than a whole period (today so far, a week the range cuts): drawn
   * dashed, with their note in the tooltip, so they do not read as drops.
   */
  partial?: readonly { index: number; note: string }[];
  /** What the caption says about them (partialCaption in lib/console/steps/edges.ts). */
  partialCaption?: string | null;
};

/**
 * Each dashed piece of a series (a partial bucket joined to its neighbours) is a line of its own
 * under `key~partial<n>`; legend and tooltip fold it back into the series.
 */
const PARTIAL = "~partial";
const NOTE = "~note";
const seriesOf = (dataKey: string) => dataKey.split(PARTIAL)[0]!;

type Row = { t: number } & Record<string, number | string | null>;

/** Past this many buckets a brush appears under the chart to zoom into part of the range. */
const BRUSH_FROM = 60;

/**
 * The steps line chart: one overlaid series per key (providers are compared, never added), a
 * legend whose entries toggle their series, a tooltip with every visible series' value, and a
 * brush for long ranges. Imported only through steps-chart-lazy.tsx, so Recharts stays off
 * every other page's bundle.
 */
export default function StepsChart({
  starts,
  series,
  timeZone,
  granularity,
  labels,
  title,
  timeNote,
  partial = NO_PARTIAL,
  partialCaption = null,
}: StepsChartProps) {
  const keys = React.useMemo(() => Object.keys(series), [series]);
  const config: ChartConfig = React.useMemo(() => chartConfigFor(keys, labels), [keys, labels]);
  // A series with no value in the range draws no line: its legend entry says so instead.
  const empty = React.useMemo(() => new Set(keys.filter((k) => series[k]!.every((v) => v === null))), [keys, series]);
  const [hidden, setHidden] = React.useState<ReadonlySet<string>>(new Set());
  const rows = React.useMemo(() => {
    const notes = new Map(partial.map((p) => [p.index, p.note]));
    return starts.map((t, i) => {
      const row: Row = { t };
      if (notes.has(i)) row[NOTE] = notes.get(i)!;
      for (const k of keys) {
        const v = series[k]![i] ?? null;
        // The solid line leaves out partial buckets; each dashed piece joins one to its neighbours.
        row[k] = notes.has(i) ? null : v;
        partial.forEach((p, n) => {
          row[`${k}${PARTIAL}${n}`] = Math.abs(i - p.index) <= 1 ? v : null;
        });
      }
      return row;
    });
  }, [starts, series, keys, partial]);
  const label = (t: unknown) => (typeof t === "number" ? bucketLabel(t, timeZone, granularity) : "");
  const toggle = (key: string) =>
    setHidden((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <figure className="flex flex-col gap-3" aria-label={title}>
      <div role="group" aria-label="Series shown" className="flex flex-wrap gap-2">
        {keys.map((key) =>
          empty.has(key) ? (
            <span
              key={key}
              data-series={key}
              data-empty=""
              className="inline-flex items-center gap-2 rounded-md border border-dashed px-2 py-1 text-xs text-muted-foreground"
            >
              <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: config[key]!.color }} />
              {config[key]!.label}: no data in this range
            </span>
          ) : (
            <button
              key={key}
              type="button"
              aria-pressed={!hidden.has(key)}
              onClick={() => toggle(key)}
              data-series={key}
              className={cn(
                "inline-flex items-center gap-2 rounded-md border px-2 py-1 text-xs",
                hidden.has(key) ? "text-muted-foreground line-through" : "bg-muted/50",
              )}
            >
              <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: config[key]!.color }} />
              {config[key]!.label}
            </button>
          ),
        )}
      </div>
      <div
        className="h-80 w-full"
        data-testid="steps-chart"
        data-series-count={keys.length}
        data-points={rows.length * keys.length}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="t" tickFormatter={label} minTickGap={32} tickLine={false} fontSize={12} />
            <YAxis tickFormatter={(v: number) => formatSteps(v)} width={56} tickLine={false} fontSize={12} />
            <Tooltip
              content={(props: TooltipContentProps<ValueType, NameType>) => (
                <StepsTooltip {...props} config={config} label={label(props.label)} />
              )}
            />
            {keys.map((key) => (
              <Line
                key={key}
                dataKey={key}
                name={config[key]!.label}
                hide={hidden.has(key) || empty.has(key)}
                stroke={config[key]!.color}
                strokeWidth={1.75}
                dot={rows.length <= 31}
                connectNulls={false}
                isAnimationActive={false}
                type="linear"
              />
            ))}
            {partial.flatMap((p, n) =>
              keys
                .filter((key) => !empty.has(key))
                .map((key) => (
                  <Line
                    key={`${key}${PARTIAL}${n}`}
                    dataKey={`${key}${PARTIAL}${n}`}
                    name={`${config[key]!.label} (${p.note})`}
                    hide={hidden.has(key)}
                    stroke={config[key]!.color}
                    strokeWidth={1.75}
                    strokeDasharray="4 4"
                    dot={{ r: 3, strokeDasharray: "" }}
                    connectNulls={false}
                    isAnimationActive={false}
                    type="linear"
                    className="steps-partial"
                  />
                )),
            )}
            {rows.length > BRUSH_FROM ? (
              <Brush dataKey="t" height={24} tickFormatter={label} stroke="var(--chart-3)" />
            ) : null}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {title}. {timeNote ?? `Times in ${timeZone}.`}
        {partialCaption ? ` ${partialCaption}` : ""}
        {rows.length > BRUSH_FROM ? " Drag the handles under the chart to zoom." : ""}
      </figcaption>
    </figure>
  );
}

const NO_PARTIAL: readonly { index: number; note: string }[] = [];

function StepsTooltip({
  active,
  payload,
  label,
  config,
}: Omit<TooltipContentProps<ValueType, NameType>, "label"> & { label: string; config: ChartConfig }) {
  if (!active || !payload?.length) return null;
  // Where a solid and a dashed line meet, or two dashed pieces, each carries the value: list each
  // series once, with its value where any of its lines has one.
  const bySeries = new Map<string, (typeof payload)[number]>();
  for (const item of payload) {
    const key = seriesOf(String(item.dataKey));
    const had = bySeries.get(key);
    if (!had || (typeof had.value !== "number" && typeof item.value === "number")) bySeries.set(key, item);
  }
  const items = [...bySeries.values()];
  const note = (payload[0]?.payload as Row | undefined)?.[NOTE];
  return (
    <div
      className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
      data-testid="steps-tooltip"
    >
      <p className="mb-1 font-medium">
        {label}
        {typeof note === "string" ? <span className="font-normal text-muted-foreground"> ({note})</span> : null}
      </p>
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const key = seriesOf(String(item.dataKey));
          return (
            <li key={key} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-2 rounded-sm" style={{ background: config[key]?.color }} />
              <span>{config[key]?.label ?? key}</span>
              <span className="ml-auto pl-4 font-mono tabular-nums">
                {formatSteps(typeof item.value === "number" ? item.value : null)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
