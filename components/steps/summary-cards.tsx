import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ProviderSummary } from "@/lib/console/steps/series";
import { chartConfigFor } from "./chart-config";
import { formatSteps } from "./format";

/** One card per provider, side by side: providers count the same walks, so nothing is summed across them. */
export function SummaryCards({ summaries }: { summaries: ProviderSummary[] }) {
  const config = chartConfigFor(summaries.map((s) => s.provider));
  return (
    <ul aria-label="Summary per provider" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {summaries.map((s) => (
        <li key={s.provider}>
          <Card className="gap-2 py-4" data-provider={s.provider}>
            <CardHeader className="px-4">
              <CardTitle className="flex items-center gap-2 text-sm">
                <span
                  aria-hidden="true"
                  className="size-2.5 rounded-sm"
                  style={{ background: config[s.provider]!.color }}
                />
                {config[s.provider]!.label}
              </CardTitle>
              <CardDescription className="font-mono text-xs">{s.provider}</CardDescription>
            </CardHeader>
            <CardContent className="px-4">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Total</dt>
                <dd className="text-right font-mono tabular-nums">{formatSteps(s.total)}</dd>
                <dt className="text-muted-foreground">Daily average</dt>
                <dd className="text-right font-mono tabular-nums">{formatSteps(s.dailyAverage)}</dd>
                <dt className="text-muted-foreground">Best day</dt>
                <dd className="text-right font-mono tabular-nums">
                  {s.bestDay ? `${formatSteps(s.bestDay.steps)} (${s.bestDay.day})` : "—"}
                </dd>
                <dt className="text-muted-foreground">Days with data</dt>
                <dd className="text-right font-mono tabular-nums">{s.daysWithData}</dd>
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
