import Papa from "papaparse";
import type { StepChartData } from "@/lib/console/steps/series";
import { wallClock } from "./format";

export type StepsCsvOptions = {
  /**
   * Buckets are calendar days (or weeks), each in its own user's zone (the compare view): one
   * `day` column with the date, since no one instant or zone would be true for every user.
   */
  calendarDays?: boolean;
  /** Column headings per series key, the legend's labels (client_user_id on the compare view). */
  labels?: Record<string, string>;
};

/**
 * The chart's buckets as CSV: one row per bucket, the start as UTC instant and as wall-clock time
 * in the chart's zone (or, for calendar days, the date), one column per shown series headed as
 * the legend names it (empty where it has no data). Papa quotes what needs quoting, and a leading
 * = + - @ is escaped so a spreadsheet never runs a cell.
 */
export function stepsCsv(
  data: Pick<StepChartData, "starts" | "series" | "timeZone">,
  options: StepsCsvOptions = {},
): string {
  const keys = Object.keys(data.series);
  const when = (t: number) =>
    options.calendarDays
      ? [new Date(t).toISOString().slice(0, 10)]
      : [new Date(t).toISOString(), wallClock(t, data.timeZone)];
  const rows = data.starts.map((t, i) => [
    ...when(t),
    ...keys.map((k) => {
      const v = data.series[k]![i];
      return v === null || v === undefined ? "" : String(v);
    }),
  ]);
  const timeFields = options.calendarDays ? ["day"] : ["bucket_start_utc", `bucket_start_local (${data.timeZone})`];
  return Papa.unparse(
    { fields: [...timeFields, ...keys.map((k) => options.labels?.[k] ?? k)], data: rows },
    { escapeFormulae: true },
  );
}

export const csvFileName = (id: string, data: Pick<StepChartData, "range" | "granularity">) =>
  `steps-${id.replace(/[^a-zA-Z0-9_-]/g, "_")}-${data.range.from}-to-${data.range.to}-${data.granularity}.csv`;
