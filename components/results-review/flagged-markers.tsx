import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";

import { ResultTrend } from "@/components/results/result-sparkline";
import { humanize } from "@/lib/console/appointments/format";
import type { ResultRow } from "@/lib/console/orders/load-results";
import { rangeFlagText, resultValueText } from "@/lib/console/orders/result-format";

/**
 * The report's flagged markers above its full table, for whoever reviews it: each with its value,
 * the lab's range, the flag in words, the interpretation as sent, and its trend where earlier
 * reports measured it.
 */
export function FlaggedMarkers({ rows }: { rows: ResultRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="flagged-title" className="flex flex-col gap-2" data-testid="flagged-markers">
      <h3 id="flagged-title" className="text-sm font-semibold">
        Flagged markers ({rows.length})
      </h3>
      <ul className="flex flex-col divide-y rounded-md border text-sm">
        {rows.map((row, i) => {
          const flag = rangeFlagText(row.outOfRange);
          const Icon = row.outOfRange === "high" ? ArrowUpIcon : ArrowDownIcon;
          return (
            <li
              key={`${row.slug ?? row.name}-${i}`}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2"
              data-interpretation={row.interpretation ?? undefined}
            >
              <span className="min-w-40 font-medium">{row.name}</span>
              <span className="tabular-nums">{resultValueText(row)}</span>
              <span className="text-muted-foreground">Range {row.reference_range ?? "not given"}</span>
              {flag ? (
                <span className="inline-flex items-center gap-1 font-medium text-destructive">
                  <Icon aria-hidden="true" className="size-3.5" />
                  {flag}
                </span>
              ) : null}
              {row.interpretation ? (
                <span
                  className={row.interpretation.toLowerCase() === "critical" ? "font-semibold text-destructive" : ""}
                >
                  {humanize(row.interpretation)}
                </span>
              ) : null}
              {row.trend ? <ResultTrend trend={row.trend} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
