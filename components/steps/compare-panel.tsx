import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/users/load-error";
import { COMPARE_RULE } from "@/lib/console/steps/compare";
import { noDataBeforeNote, partialBucket } from "@/lib/console/steps/edges";
import { loadComparison } from "@/lib/console/steps/load-compare";
import type { StepsView } from "@/lib/console/steps/view";
import { CsvButton } from "./csv-button";
import { bucketLabel } from "./format";
import { StepsChartLazy } from "./steps-chart-lazy";
import { StepsControls } from "./steps-controls";
import { StepsEmpty } from "./steps-empty";
import { StepsTable } from "./steps-table";
import { UserPicker } from "./user-picker";

/** /steps: daily totals of up to five users on one chart, loaded and bucketed on the server. */
export async function ComparePanel({ userIds, view }: { userIds: string[]; view: StepsView }) {
  const result = userIds.length ? await loadComparison(userIds, view.range) : null;
  if (result && !result.ok) return <LoadError title="Could not load the step data" error={result.error} />;
  const data = result?.data;
  const labels = data?.labels ?? {};
  const hasData = data ? Object.values(data.series).some((s) => s.some((v) => v !== null)) : false;
  // Bucket starts are UTC midnights standing for calendar dates (each user's own), so dates are
  // labelled in UTC, and "today" is the bucket holding now.
  const dayLabel = (t: number) => bucketLabel(t, "UTC", "day") + `, ${new Date(t).getUTCFullYear()}`;
  const noDataBefore = data ? noDataBeforeNote(data.starts, data.series, dayLabel) : null;
  const end = data ? Date.parse(`${data.range.to}T00:00:00Z`) + 86_400_000 : 0;
  const partialIndex = data ? partialBucket(data.starts, end) : null;
  const timeNote = "Days are each user’s own calendar days, in their time zone.";
  return (
    <StepsControls drawn={data?.granularity ?? "day"} range={view.range} granularityChoice={false}>
      <div className="flex flex-col gap-4">
        <UserPicker selected={userIds.filter((id) => !data?.unknown.includes(id))} labels={labels} />
        {view.rangeError ? (
          <Alert>
            <AlertDescription>{view.rangeError}</AlertDescription>
          </Alert>
        ) : null}
        {hasData && noDataBefore ? (
          <Alert>
            <AlertDescription>{noDataBefore}</AlertDescription>
          </Alert>
        ) : null}
        {data?.unknown.length ? (
          <Alert>
            <AlertDescription>Not found, left out: {data.unknown.join(", ")}</AlertDescription>
          </Alert>
        ) : null}
        {!data || Object.keys(data.series).length === 0 ? (
          <p className="text-sm text-muted-foreground">Add users to compare their daily steps.</p>
        ) : !hasData ? (
          <StepsEmpty />
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle>Daily steps per user</CardTitle>
                <CardDescription>
                  {data.range.from} to {data.range.to}, {data.granularity === "week" ? "weekly" : "daily"}.{" "}
                  {COMPARE_RULE} Days are each user’s own calendar days (
                  {Object.entries(data.zones)
                    .map(([id, z]) => `${labels[id]}: ${z}`)
                    .join("; ")}
                  ).
                </CardDescription>
                <CardAction>
                  <CsvButton
                    id="compare"
                    data={{ ...data, timeZone: "UTC" }}
                    userIds={Object.keys(data.series)}
                    options={{ calendarDays: true, labels }}
                  />
                </CardAction>
              </CardHeader>
              <CardContent>
                <StepsChartLazy
                  starts={data.starts}
                  series={data.series}
                  labels={labels}
                  timeZone="UTC"
                  granularity={data.granularity}
                  title="Daily steps per user"
                  timeNote={timeNote}
                  partialIndex={partialIndex}
                />
              </CardContent>
            </Card>
            <StepsTable
              starts={data.starts}
              series={data.series}
              labels={labels}
              timeZone="UTC"
              granularity={data.granularity}
              bucketHeading={data.granularity === "week" ? "Week (each user's own days)" : "Day (each user's own)"}
            />
          </>
        )}
      </div>
    </StepsControls>
  );
}
