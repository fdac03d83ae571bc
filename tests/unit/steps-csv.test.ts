import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { chartConfigFor, PROVIDER_SERIES } from "@/components/steps/chart-config";
import { csvFileName, stepsCsv } from "@/components/steps/steps-csv";

describe("steps CSV", () => {
  const data = {
    starts: [Date.parse("2026-03-08T05:00:00Z"), Date.parse("2026-03-09T04:00:00Z")],
    series: { fitbit: [1200, null], "=cmd": [5, 6] },
    timeZone: "America/New_York",
    range: { from: "2026-03-08", to: "2026-03-09" },
    granularity: "day" as const,
  };

  it("has one row per bucket, UTC and local starts, one column per provider, empty for no data", () => {
    const rows = Papa.parse<string[]>(stepsCsv(data)).data;
    expect(rows[0]).toEqual(["bucket_start_utc", "bucket_start_local (America/New_York)", "fitbit", "'=cmd"]);
    expect(rows[1]).toEqual(["2026-03-08T05:00:00.000Z", "2026-03-08 00:00", "1200", "5"]);
    expect(rows[2]).toEqual(["2026-03-09T04:00:00.000Z", "2026-03-09 00:00", "", "6"]);
    expect(rows).toHaveLength(3);
  });

  it("on the compare view: one day column (each user's own calendar day) and the legend's labels", () => {
    const compare = {
      starts: [Date.parse("2026-03-08T00:00:00Z")],
      series: { "u-1": [10], "u-2": [null] },
      timeZone: "UTC",
    };
    const rows = Papa.parse<string[]>(stepsCsv(compare, { calendarDays: true, labels: { "u-1": "alice-01" } })).data;
    expect(rows[0]).toEqual(["day", "alice-01", "u-2"]);
    expect(rows[1]).toEqual(["2026-03-08", "10", ""]);
  });

  it("names the file after the id, range and granularity, without unsafe characters", () => {
    expect(csvFileName("a/b c", data)).toBe("steps-a_b_c-2026-03-08-to-2026-03-09-day.csv");
  });
});

describe("chart config", () => {
  it("gives known providers their own colour and others a free palette colour, labelled by key", () => {
    const config = chartConfigFor(["fitbit", "new_tracker", "garmin"], { new_tracker: "New tracker" });
    expect(config.fitbit).toEqual(PROVIDER_SERIES.fitbit);
    expect(config.garmin!.color).toBe(PROVIDER_SERIES.garmin.color);
    expect(config.new_tracker!.label).toBe("New tracker");
    expect(new Set(Object.values(config).map((c) => c.color)).size).toBe(3);
  });
});
