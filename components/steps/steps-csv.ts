import Papa from "papaparse";
import type { StepChartData } from "@/lib/console/steps/series";
import { wallClock } from "./format";

/**
 * The chart's buckets as CSV: one row per bucket, the start as UTC instant and as wall-clock time
 * in the chart's zone, one column per shown provider (empty where it has no data). Papa quotes
 * what needs quoting, and a leading = + - @ is escaped so a spreadsheet never runs a cell.
 */
export function stepsCsv(data: Pick<StepChartData, "starts" | "series" | "timeZone">): string {
  const providers = Object.keys(data.series);
  const rows = data.starts.map((t, i) => [
    new Date(t).toISOString(),
    wallClock(t, data.timeZone),
    ...providers.map((p) => {
      const v = data.series[p]![i];
      return v === null || v === undefined ? "" : String(v);
    }),
  ]);
  return Papa.unparse(
    { fields: ["bucket_start_utc", `bucket_start_local (${data.timeZone})`, ...providers], data: rows },
    { escapeFormulae: true },
  );
}

export const csvFileName = (id: string, data: Pick<StepChartData, "range" | "granularity">) =>
  `steps-${id.replace(/[^a-zA-Z0-9_-]/g, "_")}-${data.range.from}-to-${data.range.to}-${data.granularity}.csv`;
