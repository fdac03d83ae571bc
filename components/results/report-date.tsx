import { DateTimeText } from "@/components/time/date-time-text";
import { isBareDay, reportDateText } from "@/lib/console/orders/result-format";

/** A report's timestamp in the viewer's zone, like every time on the page; a bare day (or nothing) as the lab wrote it. */
export function ReportDate({ value, dateOnly }: { value: string | null; dateOnly?: boolean }) {
  return value && !isBareDay(value) ? <DateTimeText value={value} dateOnly={dateOnly} /> : <>{reportDateText(value)}</>;
}
