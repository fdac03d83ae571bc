"use client";

import { useState } from "react";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { recordStepsExportAction } from "@/lib/console/actions/steps";
import type { StepChartData } from "@/lib/console/steps/series";
import type { StepsCsvOptions } from "./steps-csv";
import { failureText } from "@/lib/console/action-failure";

/**
 * Exports the buckets already on the page, so the file is exactly what the chart shows and no
 * second load is needed. The export is put on the record (and checked) by the server first.
 */
export function CsvButton({
  id,
  data,
  userIds,
  options,
  compare = false,
}: {
  id: string;
  data: Pick<StepChartData, "starts" | "series" | "timeZone" | "range" | "granularity">;
  /** Whose data is in the file, for the audit record. */
  userIds: string[];
  /** Column headings: the compare view names each user as its legend does. */
  options?: StepsCsvOptions;
  /** The export comes from /steps (several users), for the audit record. */
  compare?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    const recorded = await recordStepsExportAction({ userIds, compare });
    if (!recorded.ok) {
      setError(failureText(recorded));
      return;
    }
    // The CSV writer (papaparse) loads on the first export, not with the page.
    const { csvFileName, stepsCsv } = await import("./steps-csv");
    const url = URL.createObjectURL(new Blob([stepsCsv(data, options)], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = csvFileName(id, data);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="outline" size="sm" onClick={() => void download()}>
        <DownloadIcon aria-hidden="true" />
        Export CSV
      </Button>
      {error ? (
        <p role="alert" className="max-w-64 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
