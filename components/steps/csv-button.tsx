"use client";

import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { StepChartData } from "@/lib/console/steps/series";

/**
 * Exports the buckets already on the page, so the file is exactly what the chart shows and no
 * second load (or second permission path) is needed.
 */
export function CsvButton({
  id,
  data,
}: {
  id: string;
  data: Pick<StepChartData, "starts" | "series" | "timeZone" | "range" | "granularity">;
}) {
  const download = async () => {
    // The CSV writer (papaparse) loads on the first export, not with the page.
    const { csvFileName, stepsCsv } = await import("./steps-csv");
    const url = URL.createObjectURL(new Blob([stepsCsv(data)], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = csvFileName(id, data);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void download()}>
      <DownloadIcon aria-hidden="true" />
      Export CSV
    </Button>
  );
}
