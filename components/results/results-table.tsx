import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { humanize } from "@/lib/console/appointments/format";
import type { MissingRow, OrderResultsView, ResultRow } from "@/lib/console/orders/load-results";
import { rangeFlagText, resultValueText } from "@/lib/console/orders/result-format";
import { ResultTrend } from "./result-sparkline";

const COLUMNS = 6;

/*
 * On a phone the six columns would need sideways scrolling, and the sentences of a failed marker
 * or a comment would run off the screen: below `sm` each row stacks into a small grid (name, then
 * result and range, flag and interpretation, trend), with the column's name written in the cell.
 */
const STACK = {
  table: "max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-2",
  name: "max-sm:col-span-2 max-sm:h-auto max-sm:whitespace-normal",
  cell: "max-sm:p-0 max-sm:px-2",
  wide: "max-sm:col-span-2 max-sm:p-0 max-sm:px-2",
};

/** The column's name beside the value, on a phone only: there the header row is not shown. */
const Label = ({ children }: { children: string }) => (
  <span className="text-muted-foreground sm:hidden">{children} </span>
);

function RangeFlag({ row }: { row: ResultRow }) {
  const text = rangeFlagText(row.outOfRange);
  if (!text) return null;
  const Icon = row.outOfRange === "high" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Badge variant="destructive" data-flag={row.outOfRange}>
      <Icon aria-hidden="true" />
      {text}
    </Badge>
  );
}

/** A lab's comment is prose about the marker above it: shown as text, never as a finding. */
function CommentRow({ row }: { row: ResultRow }) {
  return (
    <TableRow data-result-type="comment" className={STACK.row}>
      <TableHead scope="row" className={`font-normal text-muted-foreground ${STACK.name}`}>
        {row.name}
      </TableHead>
      <TableCell colSpan={COLUMNS - 1} className={`whitespace-normal text-muted-foreground ${STACK.wide}`}>
        {resultValueText(row)}
      </TableCell>
    </TableRow>
  );
}

function MarkerRow({ row }: { row: ResultRow }) {
  return (
    <TableRow data-result-type={row.type ?? undefined} className={STACK.row}>
      <TableHead scope="row" className={`font-medium ${STACK.name}`}>
        {row.name}
      </TableHead>
      <TableCell className={STACK.cell}>{resultValueText(row)}</TableCell>
      <TableCell className={STACK.cell}>
        <Label>Range</Label>
        {row.reference_range ?? "—"}
      </TableCell>
      <TableCell className={`${STACK.cell} max-sm:empty:hidden`}>
        <RangeFlag row={row} />
      </TableCell>
      <TableCell className={STACK.cell}>{row.interpretation ? humanize(row.interpretation) : "—"}</TableCell>
      <TableCell className={`${STACK.wide} max-sm:empty:hidden`}>
        {row.trend ? <ResultTrend trend={row.trend} /> : null}
      </TableCell>
    </TableRow>
  );
}

/** A marker the lab did not report: failed (it will not come, and why) or still to follow, and what to do. */
function MissingMarkerRow({ row }: { row: MissingRow }) {
  const { state, cause, action } = row.explained;
  return (
    <TableRow data-missing={state} className={STACK.row}>
      <TableHead scope="row" className={`font-medium ${STACK.name}`}>
        {row.name}
      </TableHead>
      <TableCell colSpan={COLUMNS - 1} className={`whitespace-normal ${STACK.wide}`}>
        {state === "failed" ? (
          <Badge variant="destructive" className="mr-2 align-text-bottom">
            Failed
          </Badge>
        ) : (
          <Badge variant="secondary" className="mr-2 align-text-bottom">
            To follow
          </Badge>
        )}
        {cause} <strong className="font-medium">{action}</strong>
        {row.note ? <span className="text-muted-foreground"> Lab note: “{row.note}”</span> : null}
      </TableCell>
    </TableRow>
  );
}

/**
 * The report test by test, each under its name as the order lists it: each marker with its value
 * read by type, the lab's reference range, a worded flag when out of range, the interpretation and
 * its trend; comments as text; the test's markers the lab did not report close its group.
 */
export function ResultsTable({ results }: { results: OrderResultsView }) {
  return (
    <Table aria-label="Lab results" className={STACK.table}>
      <TableHeader className={STACK.head}>
        <TableRow>
          <TableHead scope="col">Marker</TableHead>
          <TableHead scope="col">Result</TableHead>
          <TableHead scope="col">Reference range</TableHead>
          <TableHead scope="col">Flag</TableHead>
          <TableHead scope="col">Interpretation</TableHead>
          <TableHead scope="col">Trend</TableHead>
        </TableRow>
      </TableHeader>
      {results.groups.map((group) => (
        <TableBody key={group.name} data-group={group.name} className={STACK.body}>
          <TableRow className="max-sm:block">
            <TableHead
              scope="rowgroup"
              colSpan={COLUMNS}
              className="bg-muted/60 font-semibold text-foreground max-sm:flex max-sm:h-auto max-sm:py-2 max-sm:whitespace-normal"
            >
              {group.name}
            </TableHead>
          </TableRow>
          {group.rows.map((row, i) =>
            row.type === "comment" ? (
              <CommentRow key={`${row.slug ?? row.name}-${i}`} row={row} />
            ) : (
              <MarkerRow key={`${row.slug ?? row.name}-${i}`} row={row} />
            ),
          )}
          {group.missing.map((m, i) => (
            <MissingMarkerRow key={`missing-${m.name}-${i}`} row={m} />
          ))}
        </TableBody>
      ))}
    </Table>
  );
}
