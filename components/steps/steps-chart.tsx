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
  /** The bucket still being filled (today): drawn dashed, so it does not read as a drop. */
  partialIndex?: number | null;
};

/** The dashed last stretch of a series is a second line under this key; legend and tooltip fold it back. */
const PARTIAL = "~partial";

type Row = { t: number } & Record<string, number | null>;

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
  partialIndex = null,
}: StepsChartProps) {
  const keys = React.useMemo(() => Object.keys(series), [series]);
  const config: ChartConfig = React.useMemo(() => chartConfigFor(keys, labels), [keys, labels]);
  const [hidden, setHidden] = React.useState<ReadonlySet<string>>(new Set());
  const rows = React.useMemo(
    () =>
      starts.map((t, i) => {
        const row: Record<string, number | null> = { t };
        for (const k of keys) {
          const v = series[k]![i] ?? null;
          // The solid line stops before the partial bucket; the dashed one joins it to the last point.
          row[k] = i === partialIndex ? null : v;
          if (partialIndex !== null) row[k + PARTIAL] = i === partialIndex || i === partialIndex - 1 ? v : null;
        }
        return row as Row;
      }),
    [starts, series, keys, partialIndex],
  );
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
        {keys.map((key) => (
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
        ))}
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
                hide={hidden.has(key)}
                stroke={config[key]!.color}
                strokeWidth={1.75}
                dot={rows.length <= 31}
                connectNulls={false}
                isAnimationActive={false}
                type="linear"
              />
            ))}
            {partialIndex === null
              ? null
              : keys.map((key) => (
                  <Line
                    key={key + PARTIAL}
                    dataKey={key + PARTIAL}
                    name={`${config[key]!.label} (so far)`}
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
                ))}
            {rows.length > BRUSH_FROM ? (
              <Brush dataKey="t" height={24} tickFormatter={label} stroke="var(--chart-3)" />
            ) : null}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {title}. {timeNote ?? `Times in ${timeZone}.`}
        {partialIndex === null ? "" : ` The dashed end is ${PARTIAL_NAME[granularity]}, still being counted.`}
        {rows.length > BRUSH_FROM ? " Drag the handles under the chart to zoom." : ""}
      </figcaption>
    </figure>
  );
}

const PARTIAL_NAME: Record<Granularity, string> = {
  raw: "the current interval",
  hour: "the current hour",
  day: "today",
  week: "this week",
};

function StepsTooltip({
  active,
  payload,
  label,
  config,
}: Omit<TooltipContentProps<ValueType, NameType>, "label"> & { label: string; config: ChartConfig }) {
  if (!active || !payload?.length) return null;
  return (
    <div
      className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
      data-testid="steps-tooltip"
    >
      <p className="mb-1 font-medium">{label}</p>
      <ul className="flex flex-col gap-0.5">
        {payload.map((item) => {
          const dataKey = String(item.dataKey);
          const partial = dataKey.endsWith(PARTIAL);
          const key = partial ? dataKey.slice(0, -PARTIAL.length) : dataKey;
          // Where the solid and dashed lines meet, both carry the value: list it once.
          if (partial && payload.some((o) => o.dataKey === key && typeof o.value === "number")) return null;
          if (!partial && typeof item.value !== "number" && payload.some((o) => o.dataKey === key + PARTIAL))
            return null;
          return (
            <li key={key} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-2 rounded-sm" style={{ background: config[key]?.color }} />
              <span>
                {config[key]?.label ?? key}
                {partial ? " (so far)" : ""}
              </span>
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
