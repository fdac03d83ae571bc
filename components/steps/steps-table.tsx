import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Granularity } from "@/lib/console/steps/bucketing";
import { chartConfigFor } from "./chart-config";
import { bucketLabel, formatSteps } from "./format";

/**
 * The chart's numbers as a table (a chart alone is unreadable without sight or a pointer),
 * folded away by default; a screen reader user can open it instead of reading the SVG.
 */
export function StepsTable({
  starts,
  series,
  timeZone,
  granularity,
  labels,
  bucketHeading,
  partial,
}: {
  starts: number[];
  series: Record<string, (number | null)[]>;
  timeZone: string;
  granularity: Granularity;
  labels?: Record<string, string>;
  /** Heading of the first column when buckets are not times in one zone. */
  bucketHeading?: string;
  /** Buckets holding less than a whole period, with what they hold ("so far", "3 of 7 days"). */
  partial?: readonly { index: number; note: string }[];
}) {
  const keys = Object.keys(series);
  const notes = new Map(partial?.map((p) => [p.index, p.note]));
  const config = chartConfigFor(keys, labels);
  return (
    <details className="rounded-md border">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        Show the numbers as a table ({starts.length} rows)
      </summary>
      <div className="max-h-96 overflow-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{bucketHeading ?? `Bucket (${timeZone})`}</TableHead>
              {keys.map((k) => (
                <TableHead key={k} className="text-right">
                  {config[k]!.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {starts.map((t, i) => (
              <TableRow key={t}>
                <TableCell className="whitespace-nowrap">
                  {bucketLabel(t, timeZone, granularity)}
                  {notes.has(i) ? <span className="text-muted-foreground"> ({notes.get(i)})</span> : null}
                </TableCell>
                {keys.map((k) => (
                  <TableCell key={k} className="text-right font-mono tabular-nums">
                    {formatSteps(series[k]![i] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </details>
  );
}
