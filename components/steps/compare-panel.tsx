import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/common/load-error";
import { LABELS } from "@/lib/console/steps/bucketing";
import { addDaysToKey, dayStart } from "@/lib/console/steps/calendar";
import { COMPARE_RULE } from "@/lib/console/steps/compare";
import { noDataBeforeNote, partialBucket } from "@/lib/console/steps/edges";
import { loadComparison, type Comparison } from "@/lib/console/steps/load";
import type { StepsView } from "@/lib/console/steps/view";
import { CsvButton } from "./csv-button";
import { bucketLabel, wallYear } from "./format";
import { StepsChartLazy } from "./steps-chart-lazy";
import { StepsControls } from "./steps-controls";
import { StepsEmpty } from "./steps-empty";
import { StepsTable } from "./steps-table";
import { UserPicker } from "./user-picker";

/**
 * How the buckets are labelled, from what was computed. In one zone they are instants, labelled
 * in that zone. In each user's own zone they are UTC midnights standing for calendar dates (each
 * user's own), so they are labelled as dates in UTC and nothing claims one zone for all.
 */
function labelling(data: Comparison, labels: Record<string, string>) {
  const perUser = Object.entries(data.zones)
    .map(([id, z]) => `${labels[id]}: ${z}`)
    .join("; ");
  if (data.zone) {
    return {
      labelZone: data.zone,
      timeNote: undefined,
      describe: `Times are in ${data.zone} for every user.`,
      bucketHeading: undefined,
      calendarDays: false,
    };
  }
  return {
    labelZone: "UTC",
    timeNote: "Days are each user’s own calendar days, in their time zone.",
    describe: `Days are each user’s own calendar days (${perUser}).`,
    bucketHeading: data.granularity === "week" ? "Week (each user's own days)" : "Day (each user's own)",
    calendarDays: true,
  };
}

/** /steps: the totals of up to five users on one chart, loaded and bucketed on the server. */
export async function ComparePanel({
  userIds,
  view,
  zone,
}: {
  userIds: string[];
  view: StepsView;
  zone: string | null;
}) {
  const result = userIds.length
    ? await loadComparison(userIds, { range: view.range, granularity: view.granularity, zone })
    : null;
  if (result && !result.ok) return <LoadError title="Could not load the step data" error={result.error} />;
  const data = result?.data;
  const labels = data?.labels ?? {};
  const hasData = data ? Object.values(data.series).some((s) => s.some((v) => v !== null)) : false;
  const shown = data ? labelling(data, labels) : null;
  const labelZone = shown?.labelZone ?? "UTC";
  const dayLabel = (t: number) => `${bucketLabel(t, labelZone, "day")}, ${wallYear(t, labelZone)}`;
  const noDataBefore = data ? noDataBeforeNote(data.starts, data.series, dayLabel) : null;
  // The end of the range: midnight after its last day, in the labelling zone ("today" is the bucket holding now).
  const end = data ? dayStart(addDaysToKey(data.range.to, 1), labelZone) : 0;
  const partialIndex = data ? partialBucket(data.starts, end) : null;
  const gran = data?.granularity ?? "day";
  const title = `${LABELS[gran]} steps per user`;
  return (
    <StepsControls
      drawn={gran}
      range={view.range}
      zone={{ userZone: null, current: zone ?? "each user’s own", ownLabel: "Each user’s own" }}
    >
      <div className="flex flex-col gap-4">
        <UserPicker selected={userIds.filter((id) => !data?.unknown.includes(id))} labels={labels} />
        {[view.rangeError, data?.note, hasData ? noDataBefore : null].filter(Boolean).map((text) => (
          <Alert key={text}>
            <AlertDescription>{text}</AlertDescription>
          </Alert>
        ))}
        {data?.unknown.length ? (
          <Alert>
            <AlertDescription>Not found, left out: {data.unknown.join(", ")}</AlertDescription>
          </Alert>
        ) : null}
        {!data || !shown || Object.keys(data.series).length === 0 ? (
          <p className="text-sm text-muted-foreground">Add users to compare their steps.</p>
        ) : !hasData ? (
          <StepsEmpty />
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle>{title}</CardTitle>
                <CardDescription>
                  {data.range.from} to {data.range.to}, {LABELS[gran].toLowerCase()}. {COMPARE_RULE} {shown.describe}
                </CardDescription>
                <CardAction>
                  <CsvButton
                    id="compare"
                    data={{ ...data, timeZone: labelZone }}
                    userIds={Object.keys(data.series)}
                    compare
                    options={{ calendarDays: shown.calendarDays, labels }}
                  />
                </CardAction>
              </CardHeader>
              <CardContent>
                <StepsChartLazy
                  starts={data.starts}
                  series={data.series}
                  labels={labels}
                  timeZone={labelZone}
                  granularity={gran}
                  title={title}
                  timeNote={shown.timeNote}
                  partialIndex={partialIndex}
                />
              </CardContent>
            </Card>
            <StepsTable
              starts={data.starts}
              series={data.series}
              labels={labels}
              timeZone={labelZone}
              granularity={gran}
              bucketHeading={shown.bucketHeading}
            />
          </>
        )}
      </div>
    </StepsControls>
  );
}
