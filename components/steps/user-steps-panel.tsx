import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/common/load-error";
import { BUCKET_NOUNS, LABELS } from "@/lib/console/steps/bucketing";
import { noDataBeforeNote, partialCaption, partialMarks } from "@/lib/console/steps/edges";
import { loadStepChart } from "@/lib/console/steps/load";
import { dataFrom } from "@/lib/console/steps/series";
import type { StepsView } from "@/lib/console/steps/view";
import { CsvButton } from "./csv-button";
import { StepsChartLazy } from "./steps-chart-lazy";
import { StepsControls } from "./steps-controls";
import { StepsEmpty } from "./steps-empty";
import { StepsTable } from "./steps-table";
import { SummaryCards } from "./summary-cards";

/**
 * One user's steps: loads and buckets on the server (inside the page's Suspense, so the skeleton
 * shows meanwhile) and hands the browser only the buckets: never the samples.
 */
export async function UserStepsPanel({
  userId,
  view,
  userZone,
}: {
  userId: string;
  view: StepsView;
  userZone: string | null;
}) {
  const result = await loadStepChart(userId, view);
  if (!result.ok) return <LoadError title="Could not load the step data" failure={result} />;
  const data = result.data;
  const shown = Object.keys(data.series);
  const hasData = data.summaries.some((s) => s.daysWithData > 0);
  const span = { ...data, dataFrom: dataFrom(data.summaries) };
  const noDataBefore = noDataBeforeNote(data.range, span.dataFrom);
  const partial = partialMarks(span);
  return (
    <StepsControls
      providers={data.providers}
      drawn={data.granularity}
      zone={{ userZone, current: data.timeZone }}
      range={data.range}
    >
      <div className="flex flex-col gap-4">
        {view.rangeError || data.note || (hasData && noDataBefore) ? (
          <Alert>
            <AlertDescription>
              {[view.rangeError, data.note, hasData ? noDataBefore : null].filter(Boolean).join(" ")}
            </AlertDescription>
          </Alert>
        ) : null}
        {!hasData || shown.length === 0 ? (
          <StepsEmpty />
        ) : (
          <>
            <SummaryCards summaries={data.summaries} />
            <Card>
              <CardHeader>
                <CardTitle>Steps by provider</CardTitle>
                <CardDescription>
                  {data.range.from} to {data.range.to}, {LABELS[data.granularity].toLowerCase()}
                  {data.intervalSeconds && data.granularity === "raw"
                    ? ` (${data.intervalSeconds / 60}-minute buckets)`
                    : ""}
                  , {data.timeZone}. Providers are overlaid, not added: a phone and a watch often count the same walk.
                </CardDescription>
                <CardAction>
                  <CsvButton id={userId} data={data} userIds={[userId]} />
                </CardAction>
              </CardHeader>
              <CardContent>
                <StepsChartLazy
                  starts={data.starts}
                  series={data.series}
                  timeZone={data.timeZone}
                  granularity={data.granularity}
                  title={`Steps per ${BUCKET_NOUNS[data.granularity]} and provider`}
                  partial={partial}
                  partialCaption={partialCaption(partial, span)}
                />
              </CardContent>
            </Card>
            <StepsTable
              starts={data.starts}
              series={data.series}
              timeZone={data.timeZone}
              granularity={data.granularity}
              partial={partial}
            />
          </>
        )}
      </div>
    </StepsControls>
  );
}
