import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadError } from "@/components/common/load-error";
import { LABELS, type Granularity } from "@/lib/console/steps/bucketing";
import { addDaysToKey, dayStart } from "@/lib/console/steps/calendar";
import { compareRule } from "@/lib/console/steps/compare";
import { noDataBeforeNote, partialCaption, partialMarks } from "@/lib/console/steps/edges";
import { loadComparison, type Comparison } from "@/lib/console/steps/load";
import type { StepsView } from "@/lib/console/steps/view";
import { shownPatientName } from "@/lib/console/users/patient-name";
import { CsvButton } from "./csv-button";
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
    bucketHeading: BUCKET_HEADINGS[data.granularity],
    calendarDays: true,
  };
}

const BUCKET_HEADINGS: Partial<Record<Granularity, string>> = {
  day: "Day (each user's own)",
  week: "Week (each user's own days)",
  month: "Month (each user's own days)",
};

/**
 * What each compared user is called on the page: the patient's name beside the client_user_id
 * for roles that see names (people pick them by name), the client_user_id alone for the others.
 * Files keep the ids: a name is not a column heading an export should carry.
 */
async function displayLabels(ids: Record<string, string>) {
  const names = await Promise.all(Object.keys(ids).map(async (id) => [id, await shownPatientName(id)] as const));
  return {
    names: Object.fromEntries(names.filter(([, name]) => name !== null)) as Record<string, string>,
    labels: Object.fromEntries(names.map(([id, name]) => [id, name ? `${name} · ${ids[id]}` : ids[id]!])),
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
  if (result && !result.ok) return <LoadError title="Could not load the step data" failure={result} />;
  const data = result?.data;
  const { names, labels } = await displayLabels(data?.labels ?? {});
  const hasData = data ? Object.values(data.series).some((s) => s.some((v) => v !== null)) : false;
  // A user without a step in the range draws no line; say so rather than leave a silent legend entry.
  const withoutData = data ? Object.keys(data.series).filter((id) => data.series[id]!.every((v) => v === null)) : [];
  const shown = data ? labelling(data, labels) : null;
  const labelZone = shown?.labelZone ?? "UTC";
  const noDataBefore = data ? noDataBeforeNote(data.range, data.dataFrom) : null;
  // The end of the range: midnight after its last day, in the labelling zone ("today" is the bucket holding now).
  const end = data ? dayStart(addDaysToKey(data.range.to, 1), labelZone) : 0;
  const gran = data?.granularity ?? "day";
  const partial = data ? partialMarks({ ...data, end }) : [];
  const title = gran === "raw" ? "Steps per interval, per user" : `${LABELS[gran]} steps per user`;
  return (
    <StepsControls
      drawn={gran}
      range={view.range}
      zone={{ userZone: null, current: zone ?? "each user’s own", ownLabel: "Each user’s own" }}
    >
      <div className="flex flex-col gap-4">
        <UserPicker
          selected={userIds.filter((id) => !data?.unknown.includes(id))}
          ids={data?.labels ?? {}}
          names={names}
        />
        {[
          view.rangeError,
          data?.note,
          hasData ? noDataBefore : null,
          hasData && withoutData.length
            ? `No step data in this range for ${withoutData.map((id) => labels[id] ?? id).join(", ")}.`
            : null,
        ]
          .filter(Boolean)
          .map((text) => (
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
                  {data.range.from} to {data.range.to}, {LABELS[gran].toLowerCase()}. {compareRule(gran)}{" "}
                  {shown.describe}
                </CardDescription>
                <CardAction>
                  <CsvButton
                    id="compare"
                    data={{ ...data, timeZone: labelZone }}
                    userIds={Object.keys(data.series)}
                    compare
                    options={{ calendarDays: shown.calendarDays, labels: data.labels }}
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
                  partial={partial}
                  partialCaption={partialCaption(partial, data)}
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
              partial={partial}
            />
          </>
        )}
      </div>
    </StepsControls>
  );
}
