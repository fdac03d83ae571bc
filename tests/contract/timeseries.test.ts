import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "@/lib/embedded-service/db/schema";
import { connectProvider } from "@/lib/embedded-service/store/connections";
import { storedSteps } from "@/lib/embedded-service/store/step-chunks";
import { requireUserRow } from "@/lib/embedded-service/store/users";
import { startTestService, type TestService } from "../support/service-harness";

const NOW = new Date("2026-03-01T12:00:00Z");
let svc: TestService;
let userId: string;

beforeAll(async () => {
  svc = await startTestService({ deps: { now: () => NOW, stepsPageSize: 700 } });
  userId = (await svc.post("/v2/user/", { client_user_id: "walker", fallback_time_zone: "America/Chicago" })).json
    .user_id;
  const { seq } = requireUserRow(svc.db, svc.team.id, userId);
  for (const provider of ["fitbit", "apple_health_kit", "withings"])
    connectProvider(svc.db, { userSeq: seq, provider, origin: "seed" }, NOW);
});
afterAll(() => svc.close());

const stepsPath = (q: string) => `/v2/timeseries/${userId}/steps/grouped?${q}`;

/** Follows next_cursor to the end and returns every sample as provider|start, in order. */
async function walk(q: string, param = "next_cursor") {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await svc.get(stepsPath(q + (cursor ? `&${param}=${encodeURIComponent(cursor)}` : "")));
    expect(res.status).toBe(200);
    expect(res.json.next).toBe(res.json.next_cursor);
    for (const [provider, entries] of Object.entries(res.json.groups as Record<string, any[]>)) {
      for (const entry of entries) {
        expect(entry.source.provider).toBe(provider);
        for (const s of entry.data) seen.push(`${provider}|${s.start}|${s.value}`);
      }
    }
    cursor = res.json.next_cursor;
    pages++;
  } while (cursor);
  return { seen, pages };
}

function countInDb(fromIso: string, toIso: string, provider?: string) {
  const { seq } = requireUserRow(svc.db, svc.team.id, userId);
  const providerId = provider
    ? svc.db.select().from(providers).where(eq(providers.slug, provider)).get()!.id
    : undefined;
  return storedSteps(svc.db, {
    userSeq: seq,
    providerId,
    fromTs: Date.parse(fromIso) / 1000,
    toTs: Date.parse(toIso) / 1000,
  }).length;
}

describe("grouped steps", () => {
  it("walks every page with next_cursor: no sample lost or repeated", async () => {
    const { seen, pages } = await walk("start_date=2026-01-01&end_date=2026-02-28");
    expect(pages).toBeGreaterThan(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(countInDb("2026-01-01T00:00:00Z", "2026-02-28T23:59:59Z"));
    expect(new Set(seen.map((s) => s.split("|")[0]))).toEqual(new Set(["fitbit", "apple_health_kit", "withings"]));
  });

  it("accepts the deprecated cursor alias with the same result", async () => {
    const a = await walk("start_date=2026-02-01&end_date=2026-02-10");
    const b = await walk("start_date=2026-02-01&end_date=2026-02-10", "cursor");
    expect(b.seen).toEqual(a.seen);
  });

  it("treats a bare start date as 00:00:00 and a bare end date as 23:59:59", async () => {
    const { seen } = await walk("start_date=2026-02-14&end_date=2026-02-14&provider=fitbit");
    expect(seen.length).toBe(countInDb("2026-02-14T00:00:00Z", "2026-02-14T23:59:59Z", "fitbit"));
    const starts = seen.map((s) => s.split("|")[1]!);
    expect(starts.every((s) => s.startsWith("2026-02-14"))).toBe(true);
    expect(starts.some((s) => s >= "2026-02-14T23:")).toBe(true);
  });

  it("filters by provider and accepts date-times", async () => {
    const { seen } = await walk(
      "start_date=2026-02-01T06:00:00Z&end_date=2026-02-02T06:00:00%2B00:00&provider=apple_health_kit",
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.startsWith("apple_health_kit|"))).toBe(true);
    expect(seen.length).toBe(countInDb("2026-02-01T06:00:00Z", "2026-02-02T06:00:00Z", "apple_health_kit"));
  });

  it("rejects bad input with 422 and unknown or foreign users with 404", async () => {
    const backwards = await svc.get(stepsPath("start_date=2026-02-10&end_date=2026-02-01"));
    expect(backwards.status).toBe(422);
    expect(backwards.json.detail[0].loc).toEqual(["query", "end_date"]);
    expect((await svc.get(stepsPath("start_date=yesterday"))).status).toBe(422);
    expect((await svc.get(stepsPath("start_date=2026-02-30"))).status).toBe(422);
    expect((await svc.get(stepsPath(""))).status).toBe(422);
    const badCursor = await svc.get(stepsPath("start_date=2026-02-01&next_cursor=%%%"));
    expect(badCursor.status).toBe(422);
    expect(badCursor.json.detail[0].loc).toEqual(["query", "next_cursor"]);
    expect(
      (await svc.get("/v2/timeseries/2b0c1c2e-0d7a-4c1e-9a57-3f8f3c1b9a10/steps/grouped?start_date=2026-02-01")).status,
    ).toBe(404);
    const other = svc.otherTeam();
    expect((await svc.get(stepsPath("start_date=2026-02-01"), { key: other.apiKey })).status).toBe(404);
  });
});
