import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarDays } from "@/lib/console/steps/calendar";
import { clearStepsCache, loadComparison, loadStepChart } from "@/lib/console/steps/load";
import { daySlices } from "@/lib/console/steps/sliced-walk";
import { providers } from "@/lib/embedded-service/db/schema";
import { connectProvider } from "@/lib/embedded-service/store/connections";
import { storedSteps } from "@/lib/embedded-service/store/step-chunks";
import { requireUserRow } from "@/lib/embedded-service/store/users";
import { useServiceClient } from "@/lib/service";
import { createServiceClient } from "@/lib/service/client";
import { startFaultProxy } from "../support/fault-proxy";
import { startTestService, type TestService } from "../support/service-harness";

/**
 * The steps loader against the real embedded service over HTTP, with small pages so the walk
 * crosses many cursors: totals per local day must equal the database's own sums.
 */
const NOW = new Date("2026-03-12T12:00:00Z");
const NY = "America/New_York";
let svc: TestService;
let userId: string;
let service: { calls: number };

beforeAll(async () => {
  svc = await startTestService({ deps: { now: () => NOW, stepsPageSize: 500 } });
  userId = (await svc.post("/v2/user/", { client_user_id: "steps-walker", fallback_time_zone: NY })).json.user_id;
  const { seq } = requireUserRow(svc.db, svc.team.id, userId);
  for (const provider of ["fitbit", "apple_health_kit", "withings"])
    connectProvider(svc.db, { userSeq: seq, provider, origin: "seed" }, NOW);
  service = svc.countedServiceClient();
});
afterAll(() => svc.close());

/** The database's sum for one provider over [from, to) in epoch ms, samples by start time. */
function dbSum(provider: string, fromMs: number, toMs: number) {
  const { seq } = requireUserRow(svc.db, svc.team.id, userId);
  const providerId = svc.db.select().from(providers).where(eq(providers.slug, provider)).get()!.id;
  // storedSteps' bounds are inclusive, in whole seconds: stop one second before `to`.
  return storedSteps(svc.db, { userSeq: seq, providerId, fromTs: fromMs / 1000, toTs: toMs / 1000 - 1 }).reduce(
    (sum, s) => sum + s.value,
    0,
  );
}

describe("steps loader", () => {
  const range = { from: "2026-03-02", to: "2026-03-10" }; // crosses the 2026-03-08 DST change

  it("walks every page and buckets per provider in the user's zone, matching the database", async () => {
    clearStepsCache();
    const result = await loadStepChart(userId, { range, granularity: "day", zone: NY, providers: [] });
    if (!result.ok) throw new Error(result.message);
    const data = result.data;
    expect(data.providers).toEqual(["apple_health_kit", "fitbit", "withings"]);
    expect(data.starts).toHaveLength(9);
    const { edges } = calendarDays(range.from, range.to, NY);
    // Fitbit (15 min) and Apple (1 h) samples never cross local midnight: exact per-day equality.
    for (const provider of ["fitbit", "apple_health_kit"]) {
      const expected = edges.slice(0, -1).map((e, i) => Math.round(dbSum(provider, e, edges[i + 1]!)));
      expect(data.series[provider]!.map((v) => v ?? 0)).toEqual(expected);
    }
    const fitbit = data.summaries.find((s) => s.provider === "fitbit")!;
    expect(fitbit.daysWithData).toBe(9);
    expect(fitbit.total).toBe(data.series.fitbit!.reduce<number>((a, v) => a + (v ?? 0), 0));
  });

  it("filters providers and serves a repeat from the cache without a second walk", async () => {
    const before = service.calls;
    const again = await loadStepChart(userId, { range, granularity: "day", zone: NY, providers: ["fitbit"] });
    expect(service.calls).toBe(before); // cached: no second walk
    if (!again.ok) throw new Error(again.message);
    expect(Object.keys(again.data.series)).toEqual(["fitbit"]);
    expect(again.data.providers).toHaveLength(3); // the filter still offers every provider
  });

  it("does not remember a user without data, so a provider connected next shows at once", async () => {
    const fresh = (await svc.post("/v2/user/", { client_user_id: "steps-newly-connected" })).json.user_id;
    const query = { range, granularity: "day" as const, zone: NY, providers: [] };
    const empty = await loadStepChart(fresh, query);
    expect(empty.ok && empty.data.providers).toEqual([]);
    const { seq } = requireUserRow(svc.db, svc.team.id, fresh);
    connectProvider(svc.db, { userSeq: seq, provider: "fitbit", origin: "seed" }, NOW);
    const after = await loadStepChart(fresh, query);
    expect(after.ok && after.data.providers).toEqual(["fitbit"]);
  });

  it("compares users by the highest provider per day and leaves unknown ids out", async () => {
    const unknown = "2b0c1c2e-0d7a-4c1e-9a57-3f8f3c1b9a10";
    const result = await loadComparison([userId, unknown, "not-a-uuid"], { range, granularity: null, zone: null });
    if (!result.ok) throw new Error(result.message);
    const { data } = result;
    expect(Object.keys(data.series)).toEqual([userId]);
    expect(data.labels[userId]).toBe("steps-walker");
    expect(data.unknown.sort()).toEqual([unknown, "not-a-uuid"].sort());
    const perProvider = await loadStepChart(userId, { range, granularity: "day", zone: NY, providers: [] });
    if (!perProvider.ok) throw new Error("load failed");
    const max = perProvider.data.starts.map((_, i) =>
      Math.max(...Object.values(perProvider.data.series).map((s) => s[i] ?? 0)),
    );
    expect(data.series[userId]).toEqual(max);
  });

  it("compares in one zone chosen for everyone, at any granularity; each user's own zone falls back to days", async () => {
    const hourly = await loadComparison([userId], { range, granularity: "hour", zone: "UTC" });
    if (!hourly.ok) throw new Error(hourly.message);
    expect(hourly.data).toMatchObject({ zone: "UTC", granularity: "hour", note: null });
    expect(hourly.data.zones[userId]).toBe("UTC");
    expect(hourly.data.starts[1]! - hourly.data.starts[0]!).toBe(3_600_000);
    expect(hourly.data.series[userId]).toHaveLength(hourly.data.starts.length);
    const own = await loadComparison([userId], { range, granularity: "hour", zone: null });
    if (!own.ok) throw new Error(own.message);
    expect(own.data).toMatchObject({ zone: null, granularity: "day" });
    expect(own.data.note).toMatch(/^Hourly buckets need one time zone for every user; showing daily totals/);
  });

  it("walks a long range in day slices, concurrently, and still counts every sample once", async () => {
    clearStepsCache();
    const long = { from: "2026-01-05", to: "2026-03-10" }; // 65 days: 8 slices of up to 9 days
    const { edges } = calendarDays(long.from, long.to, NY);
    expect(daySlices(edges)).toHaveLength(8);
    const before = service.calls;
    const result = await loadStepChart(userId, { range: long, granularity: "day", zone: NY, providers: [] });
    if (!result.ok) throw new Error(result.message);
    expect(service.calls - before).toBeGreaterThan(8); // several pages per slice at 500 samples a page
    for (const provider of ["fitbit", "apple_health_kit"]) {
      const expected = edges.slice(0, -1).map((e, i) => Math.round(dbSum(provider, e, edges[i + 1]!)));
      expect(result.data.series[provider]!.map((v) => v ?? 0)).toEqual(expected);
    }
  });

  it("reads the first page alone, and stops the other slices' walks when one slice fails", async () => {
    const proxy = await startFaultProxy(svc.baseUrl);
    try {
      useServiceClient(createServiceClient({ baseUrl: proxy.url, apiKey: svc.apiKey }));
      const long = { from: "2026-01-05", to: "2026-03-10" };
      const q = { range: long, granularity: "day" as const, zone: NY, providers: [] };
      const starts = daySlices(calendarDays(long.from, long.to, NY).edges).map(([from]) =>
        new Date(from).toISOString().slice(0, 10),
      );
      const sliceOf = (path: string) => starts.indexOf(/start_date=(\d{4}-\d\d-\d\d)/.exec(path)![1]!);
      const refuse = (slice: number) =>
        proxy.setFaults([
          { path: `start_date=${starts[slice]}`, fault: { kind: "status", status: 400, body: { detail: "refused" } } },
          { fault: { kind: "latency", ms: 150 } },
        ]);
      const settled = () => new Promise((r) => setTimeout(r, 500)); // walks in flight reach their next page

      // A service failing from the first call sees that one call, not one per slice.
      refuse(0);
      clearStepsCache();
      expect((await loadStepChart(userId, q)).ok).toBe(false);
      await settled();
      expect(proxy.seen).toHaveLength(1);

      // The third slice fails after the fan-out: the slices in flight stop at their first page and
      // the later ones never start. Every slice here has more than one page.
      proxy.seen.length = 0;
      refuse(2);
      clearStepsCache();
      expect((await loadStepChart(userId, q)).ok).toBe(false);
      await settled();
      const asked = proxy.seen.map((r) => ({ slice: sliceOf(r.path), page2: r.path.includes("next_cursor=") }));
      expect(asked.filter((a) => a.slice >= 4)).toEqual([]);
      expect(asked.filter((a) => a.page2 && a.slice !== 0)).toEqual([]);
      expect(
        asked
          .filter((a) => !a.page2)
          .map((a) => a.slice)
          .sort(),
      ).toEqual([0, 1, 2, 3]);
    } finally {
      service = svc.countedServiceClient();
      await proxy.close();
    }
  });

  it("turns a service failure into a message with the request id", async () => {
    clearStepsCache();
    const result = await loadStepChart("2b0c1c2e-0d7a-4c1e-9a57-3f8f3c1b9a10", {
      range,
      granularity: "day",
      zone: NY,
      providers: [],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(result.requestId);
  });
});
