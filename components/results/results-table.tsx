import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { humanize } from "@/lib/console/appointments/format";
import type { OrderResultsView, ResultRow } from "@/lib/console/orders/load";
import { failureText, rangeFlagText, resultValueText } from "@/lib/console/orders/result-format";
import { ResultSparkline } from "./result-sparkline";

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

/**
 * Each marker with its value read by type, the lab's reference range, a worded flag when out of
 * range, the interpretation and its trend; markers the lab did not report close the table.
 */
export function ResultsTable({ results }: { results: OrderResultsView }) {
  return (
    <Table aria-label="Lab results">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Marker</TableHead>
          <TableHead scope="col">Result</TableHead>
          <TableHead scope="col">Reference range</TableHead>
          <TableHead scope="col">Flag</TableHead>
          <TableHead scope="col">Interpretation</TableHead>
          <TableHead scope="col">Trend</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.rows.map((row, i) => (
          <TableRow key={`${row.slug ?? row.name}-${i}`} data-result-type={row.type ?? undefined}>
            <TableHead scope="row" className="font-medium">
              {row.name}
            </TableHead>
            <TableCell className={row.type === "comment" ? "whitespace-normal text-muted-foreground" : undefined}>
              {resultValueText(row)}
            </TableCell>
            <TableCell>{row.reference_range ?? "—"}</TableCell>
            <TableCell>
              <RangeFlag row={row} />
            </TableCell>
            <TableCell>{row.interpretation ? humanize(row.interpretation) : "—"}</TableCell>
            <TableCell>{row.trend ? <ResultSparkline trend={row.trend} /> : null}</TableCell>
          </TableRow>
        ))}
        {results.missing.map((m, i) => (
          <TableRow key={`missing-${m.name}-${i}`} data-missing="true">
            <TableHead scope="row" className="font-medium">
              {m.name}
            </TableHead>
            <TableCell colSpan={5} className="text-muted-foreground">
              No result yet ({failureText(m.reason).toLowerCase()})
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
