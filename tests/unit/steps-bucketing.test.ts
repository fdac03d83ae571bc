import { describe, expect, it } from "vitest";
import { BucketSums, autoGranularity, bucketEdges, resolveGranularity } from "@/lib/console/steps/bucketing";
import { calendarDays, dayKeyOf, dayStart } from "@/lib/console/steps/calendar";
import { createFold, dataFrom, finishFold, foldSamples, instantMs } from "@/lib/console/steps/series";
import { compareGranularity, compareRule, highestProvider, comparedUsers } from "@/lib/console/steps/compare";
import { resolveStepsView } from "@/lib/console/steps/view";

const NY = "America/New_York";
const H = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe("calendar days in a time zone", () => {
  it("a spring-forward day has 23 hours and a fall-back day 25 (New York, 2026)", () => {
    const { keys, edges } = calendarDays("2026-03-07", "2026-03-09", NY);
    expect(keys).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(edges.slice(1).map((e, i) => (e - edges[i]!) / H)).toEqual([24, 23, 24]);
    const fall = calendarDays("2026-11-01", "2026-11-01", NY).edges;
    expect((fall[1]! - fall[0]!) / H).toBe(25);
    expect(iso(dayStart("2026-03-08", NY))).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(dayStart("2026-03-09", NY))).toBe("2026-03-09T04:00:00.000Z");
  });

  it("hourly buckets follow the local clock: 23 on spring-forward day, 25 on fall-back day", () => {
    expect(bucketEdges({ from: "2026-03-08", to: "2026-03-08" }, "hour", NY).edges).toHaveLength(24);
    expect(bucketEdges({ from: "2026-11-01", to: "2026-11-01" }, "hour", NY).edges).toHaveLength(26);
    expect(bucketEdges({ from: "2026-06-01", to: "2026-06-01" }, "hour", "UTC").edges).toHaveLength(25);
  });

  it("weeks start on Monday and are cut at the range", () => {
    // 2026-03-04 is a Wednesday; the next Mondays are 03-09 and 03-16.
    const { edges } = bucketEdges({ from: "2026-03-04", to: "2026-03-18" }, "week", NY);
    expect(edges.map((e) => dayKeyOf(e, NY))).toEqual(["2026-03-04", "2026-03-09", "2026-03-16", "2026-03-19"]);
  });
});

describe("monthly buckets", () => {
  it("start on the 1st in the zone and are cut at the range", () => {
    const { edges } = bucketEdges({ from: "2026-01-20", to: "2026-04-10" }, "month", NY);
    expect(edges.map((e) => dayKeyOf(e, NY))).toEqual([
      "2026-01-20",
      "2026-02-01",
      "2026-03-01",
      "2026-04-01",
      "2026-04-11",
    ]);
    expect(iso(edges[2]!)).toBe("2026-03-01T05:00:00.000Z");
  });

  it("are offered for long ranges and fold samples by local month", () => {
    expect(resolveGranularity(5 * 366, "month")).toEqual({ granularity: "month", note: null });
    const range = { from: "2026-01-31", to: "2026-02-01" };
    const { edges } = bucketEdges(range, "month", NY);
    const days = calendarDays(range.from, range.to, NY);
    const f = createFold(edges, days.edges, days.keys);
    // 23:00 on Jan 31 in New York is already February in UTC: it counts for January.
    foldSamples(f, "oura", [{ start: "2026-02-01T04:00:00Z", end: "2026-02-01T04:30:00Z", value: 300 }]);
    const out = finishFold(f, { timeZone: NY, range, granularity: "month", intervalSeconds: null, note: null });
    expect(out.series.oura).toEqual([300, null]);
  });
});

describe("granularity", () => {
  it("is chosen from the range: raw ≤ 2 days, hourly ≤ 14, daily ≤ a year, weekly beyond", () => {
    expect([1, 2, 3, 14, 15, 365, 366, 367].map(autoGranularity)).toEqual([
      "raw",
      "raw",
      "hour",
      "hour",
      "day",
      "day",
      "day",
      "week",
    ]);
  });

  it("keeps an override unless it would draw too many points, then falls back to the next coarser", () => {
    expect(resolveGranularity(7, "day")).toEqual({ granularity: "day", note: null });
    const yearHourly = resolveGranularity(365, "hour");
    expect(yearHourly.granularity).toBe("day");
    expect(yearHourly.note).toMatch(/Hourly would draw too many points/);
    expect(bucketEdges({ from: "2026-03-01", to: "2026-03-02" }, "raw", "UTC").intervalSeconds).toBe(300);
  });
});

describe("summing samples into buckets", () => {
  it("splits a sample that straddles local midnight in proportion to the time on each side", () => {
    const { edges } = calendarDays("2026-02-01", "2026-02-02", NY);
    const sums = new BucketSums(edges);
    const midnight = edges[1]!;
    // 30 minutes before and 15 after midnight in New York: 2/3 to the first day, 1/3 to the second.
    sums.add(midnight - 30 * 60_000, midnight + 15 * 60_000, 90);
    expect([...sums.sums]).toEqual([60, 30]);
    expect([...sums.hits]).toEqual([1, 1]);
  });

  it("drops the part of a sample outside the range and handles out-of-order samples", () => {
    const { edges } = calendarDays("2026-02-01", "2026-02-01", "UTC");
    const sums = new BucketSums(edges);
    sums.add(edges[1]! - 60_000, edges[1]! + 60_000, 10); // half after the range
    sums.add(edges[0]! + 60_000, edges[0]! + 120_000, 7); // earlier than the previous sample
    expect(sums.sums[0]).toBe(12);
  });

  it("counts a UTC-day sample on the local days it covers (a 24 h sample in New York)", () => {
    const f = createFold(...days("2026-01-10", "2026-01-11"));
    foldSamples(f, "oura", [{ start: "2026-01-11T00:00:00Z", end: "2026-01-12T00:00:00Z", value: 2400 }]);
    const out = finishFold(f, {
      timeZone: NY,
      range: { from: "2026-01-10", to: "2026-01-11" },
      granularity: "day",
      intervalSeconds: null,
      note: null,
    });
    // 19:00–24:00 local on the 10th (5 h), 00:00–19:00 on the 11th (19 h).
    expect(out.series.oura).toEqual([500, 1900]);
  });
});

function days(from: string, to: string): [number[], number[], string[]] {
  const { edges, keys } = calendarDays(from, to, NY);
  return [edges, edges, keys];
}

describe("series and summaries", () => {
  it("keeps providers apart, marks days without data null and zero-step hours 0, and summarises per provider", () => {
    const range = { from: "2026-03-08", to: "2026-03-09" };
    const hours = bucketEdges(range, "hour", NY).edges;
    const { edges, keys } = calendarDays(range.from, range.to, NY);
    const f = createFold(hours, edges, keys);
    const at = (h: number) => iso(edges[0]! + h * H);
    foldSamples(f, "fitbit", [
      { start: at(9), end: at(10), value: 1000 },
      { start: at(30), end: at(31), value: 3000 },
    ]);
    foldSamples(f, "garmin", [{ start: at(9), end: at(10), value: 1100 }]);
    const out = finishFold(f, { timeZone: NY, range, granularity: "hour", intervalSeconds: 3600, note: null });
    expect(out.providers).toEqual(["fitbit", "garmin"]);
    expect(out.starts).toHaveLength(23 + 24);
    expect(out.series.fitbit![9]).toBe(1000);
    expect(out.series.fitbit![8]).toBe(0);
    expect(out.series.garmin![9]).toBe(1100);
    expect(out.series.garmin![30]).toBeNull(); // garmin reported nothing on the 9th
    expect(out.summaries).toEqual([
      {
        provider: "fitbit",
        total: 4000,
        dailyAverage: 2000,
        bestDay: { day: "2026-03-09", steps: 3000 },
        daysWithData: 2,
        firstDay: "2026-03-08",
      },
      {
        provider: "garmin",
        total: 1100,
        dailyAverage: 1100,
        bestDay: { day: "2026-03-08", steps: 1100 },
        daysWithData: 1,
        firstDay: "2026-03-08",
      },
    ]);
    expect(dataFrom(out.summaries)).toBe("2026-03-08");
    expect(dataFrom([{ firstDay: null }, { firstDay: "2026-03-09" }, { firstDay: "2026-03-02" }])).toBe("2026-03-02");
    expect(dataFrom([{ firstDay: null }])).toBeNull();
  });

  it("parses the service's instants, fast path and fallback alike", () => {
    for (const s of [
      "2026-03-08T07:15:00Z",
      "2026-03-08T07:15:00.000Z",
      "2026-03-08T02:15:00-05:00",
      "2026-03-08T07:15:00+00:00",
    ]) {
      expect(instantMs(s)).toBe(Date.UTC(2026, 2, 8, 7, 15));
    }
  });
});

describe("comparing users", () => {
  it("takes the highest provider per day, never the sum", () => {
    expect(highestProvider({ phone: [100, null, 50, null], watch: [120, 80, 40, null] }, 4)).toEqual([
      120,
      80,
      50,
      null,
    ]);
  });

  it("keeps at most five distinct users in the order picked", () => {
    expect(comparedUsers(["A", "b", "a", "c", "d", "e", "f"])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("draws any granularity in one zone, but only days, weeks or months in each user's own", () => {
    expect(compareGranularity(7, null, true)).toEqual({ granularity: "hour", note: null });
    expect(compareGranularity(7, "raw", true).granularity).toBe("raw");
    expect(compareGranularity(7, null, false)).toEqual({ granularity: "day", note: null });
    expect(compareGranularity(400, null, false)).toEqual({ granularity: "week", note: null });
    expect(compareGranularity(30, "week", false)).toEqual({ granularity: "week", note: null });
    expect(compareGranularity(90, "month", false)).toEqual({ granularity: "month", note: null });
    const finer = compareGranularity(7, "hour", false);
    expect(finer.granularity).toBe("day");
    expect(finer.note).toMatch(/^Hourly buckets need one time zone for every user; .* Choose “Mine”/);
    expect(compareGranularity(2, "raw", false).note).toMatch(/^Minute intervals need one time zone/);
  });

  it("says the rule for the bucket drawn, not always for a day", () => {
    expect(compareRule("week")).toMatch(/^Each week shows the provider that counted the most steps/);
    expect(compareRule("month")).toMatch(/^Each month shows/);
    expect(compareRule("day")).toMatch(/^Each day shows/);
  });
});

describe("view from search params", () => {
  const now = Date.parse("2026-03-10T03:00:00Z"); // still March 9th in New York
  it("uses the user's zone, else UTC, and presets end today in that zone", () => {
    const v = resolveStepsView({ range: "7d", from: null, to: null, gran: null, providers: [], tz: null }, NY, now);
    expect(v).toMatchObject({ zone: NY, zoneSource: "user", range: { from: "2026-03-03", to: "2026-03-09" } });
    expect(
      resolveStepsView({ range: "7d", from: null, to: null, gran: null, providers: [], tz: null }, null, now).zone,
    ).toBe("UTC");
    expect(
      resolveStepsView({ range: "7d", from: null, to: null, gran: null, providers: [], tz: "Europe/Berlin" }, NY, now)
        .zoneSource,
    ).toBe("chosen");
    expect(
      resolveStepsView({ range: "7d", from: null, to: null, gran: null, providers: [], tz: "Mars/Olympus" }, NY, now)
        .zone,
    ).toBe(NY);
  });

  it("refuses a backwards custom range with a message and falls back to 30 days", () => {
    const v = resolveStepsView(
      { range: "custom", from: "2026-03-05", to: "2026-03-01", gran: null, providers: [], tz: null },
      null,
      now,
    );
    expect(v.rangeError).toMatch(/before the start/);
    expect(v.range).toEqual({ from: "2026-02-09", to: "2026-03-10" });
  });
});
