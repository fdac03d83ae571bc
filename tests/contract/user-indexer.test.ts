import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connections, users as serviceUsers } from "@/lib/embedded-service/db/schema";
import type { ConsoleDb } from "@/lib/console/store/db";
import { searchUserIndex } from "@/lib/console/user-index/store-search";
import { INDEXER_LEASE_SECONDS, indexerProgress } from "@/lib/console/user-index/store-state";
import { createUserIndexer, type IndexerOptions } from "@/lib/console/user-index/indexer";
import { createServiceClient } from "@/lib/service/client";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";
import { patientDetails, startTestService, type TestService } from "../support/service-harness";

/** Seven users, five with details: three pages of three. */
const PEOPLE: [string, [string, string] | null][] = [
  ["idx_001", ["Sandra", "Munoz"]],
  ["idx_002", ["Mary", "O'Connor"]],
  ["idx_003", null],
  ["idx_004", ["Anne", "Smith-Jones"]],
  ["idx_005", ["Bo", "Li"]],
  ["idx_006", null],
  ["idx_007", ["Zed", "Last"]],
];

let svc: TestService;
let userIds: Map<string, string>;

/** A fresh service per store dialect: the tests below change its users. */
async function startService() {
  svc = await startTestService();
  userIds = new Map();
  for (const [clientUserId, name] of PEOPLE) {
    const id = (await svc.post("/v2/user/", { client_user_id: clientUserId })).json.user_id as string;
    userIds.set(clientUserId, id);
    if (name) expect((await svc.patch(`/v2/user/${id}/info`, patientDetails(...name))).status).toBe(200);
  }
}

/** A service client on the test service that records the path and query of every call. */
function recordingClient() {
  const calls: string[] = [];
  const client = createServiceClient({
    baseUrl: svc.baseUrl,
    apiKey: svc.apiKey,
    fetch: (url, init) => {
      const u = new URL(url);
      calls.push(u.pathname + u.search);
      return fetch(url, init);
    },
  });
  return { client, calls };
}

const T0 = new Date("2026-05-01T10:00:00Z");

describe.each(STORE_DIALECTS)("the user indexer against the embedded service, store on %s", (dialect) => {
  let db: ConsoleDb;
  let clock: Date;
  beforeAll(async () => {
    db = await tempConsoleStore(dialect);
    await startService();
  });
  afterAll(() => svc.close());

  function indexer(holder: string, more: Partial<IndexerOptions> = {}) {
    const recording = recordingClient();
    const ix = createUserIndexer({
      db: async () => db,
      client: () => recording.client,
      holder,
      ratePerSecond: 1000,
      pageSize: 3,
      now: () => clock,
      log: () => {},
      ...more,
    });
    return { ...ix, calls: recording.calls };
  }
  const names = async (query: string) =>
    (await searchUserIndex(db, { query, namesAllowed: true })).rows.map((r) => r.clientUserId);

  it("resumes a pass from its stored cursor after a restart, once the dead instance's lease ran out", async () => {
    clock = T0;
    const first = indexer("instance-a");
    expect(await first.step()).toBe("page");
    expect(first.calls[0]).toBe("/v2/user/?offset=0&limit=3");
    // One list page, then details for the three users of the page.
    expect(first.calls.filter((c) => c.endsWith("/info/latest"))).toHaveLength(3);
    expect((await indexerProgress(db))?.cursor).toBe(3);

    // Instance A dies without releasing its lease; B stands by until the lease runs out.
    const second = indexer("instance-b");
    expect(await second.step()).toBe("standby");
    expect(second.calls).toEqual([]);
    clock = new Date(T0.getTime() + (INDEXER_LEASE_SECONDS + 1) * 1000);
    expect(await second.step()).toBe("page");
    expect(second.calls[0]).toBe("/v2/user/?offset=3&limit=3");
    expect(await second.step()).toBe("pass_complete");
    expect(second.calls.filter((c) => c.startsWith("/v2/user/?"))).toEqual([
      "/v2/user/?offset=3&limit=3",
      "/v2/user/?offset=6&limit=3",
    ]);
    // Nobody's details were read twice: four more users after the first three.
    expect(second.calls.filter((c) => c.endsWith("/info/latest"))).toHaveLength(4);

    const progress = await indexerProgress(db);
    expect(progress).toMatchObject({
      cursor: 0,
      lastPassCompletedAt: clock.toISOString(),
      lastPassUsers: 7,
      serviceTotal: 7,
      // A's four calls are the pass's too.
      lastPassCalls: 4 + 6,
      passStartedAt: null,
    });
    // A, back from the dead, has lost its lease and writes nothing.
    expect(await first.step()).toBe("standby");

    expect(await names("munoz")).toEqual(["idx_001"]);
    expect(await names("oconnor")).toEqual(["idx_002"]);
    expect(await names("smith jones")).toEqual(["idx_004"]);
    const found = await searchUserIndex(db, { query: "idx", namesAllowed: false, sort: "client_user_id" });
    expect(found.total).toBe(7);
    expect(found.lastCompletePassAt).toBe(clock.toISOString());
    expect(found.rows.map((r) => r.hasDetails)).toEqual([true, true, false, true, true, false, true]);
  });

  it("reads again the details of a user whose listing changed, and only those", async () => {
    const userId = userIds.get("idx_002")!;
    expect((await svc.patch(`/v2/user/${userId}/info`, patientDetails("Mary", "Oconnell"))).status).toBe(200);
    const seq = svc.db.select({ seq: serviceUsers.seq }).from(serviceUsers).where(eq(serviceUsers.id, userId)).get()!
      .seq;
    svc.db
      .insert(connections)
      .values({ id: "conn-idx-2", userSeq: seq, provider: "fitbit", createdOn: T0.toISOString(), origin: "seed" })
      .run();

    const next = indexer("instance-b");
    for (let i = 0; i < 3; i++) await next.step();
    expect(next.calls.filter((c) => c.endsWith("/info/latest"))).toEqual([`/v2/user/${userId}/info/latest`]);
    expect(await names("oconnell")).toEqual(["idx_002"]);
    expect(await names("oconnor")).toEqual([]);
    const { rows } = await searchUserIndex(db, { namesAllowed: false, filters: { provider: "fitbit" } });
    expect(rows.map((r) => r.clientUserId)).toEqual(["idx_002"]);
  });

  it("reads details again once they are older than the set age, since details changed elsewhere do not show in the list", async () => {
    const userId = userIds.get("idx_005")!;
    expect((await svc.patch(`/v2/user/${userId}/info`, patientDetails("Bo", "Lindqvist"))).status).toBe(200);
    const later = indexer("instance-b", { detailsMaxAgeMs: 3600_000 });
    for (let i = 0; i < 3; i++) await later.step();
    expect(later.calls.filter((c) => c.endsWith("/info/latest"))).toEqual([]);
    expect(await names("lindqvist")).toEqual([]);

    clock = new Date(clock.getTime() + 2 * 3600_000);
    const again = indexer("instance-b", { detailsMaxAgeMs: 3600_000 });
    for (let i = 0; i < 3; i++) await again.step();
    expect(again.calls.filter((c) => c.endsWith("/info/latest"))).toHaveLength(7);
    expect(await names("lindqvist")).toEqual(["idx_005"]);
  });

  it("keeps to its rate", async () => {
    const slow = indexer("instance-b", { ratePerSecond: 20, detailsMaxAgeMs: 0 });
    const started = Date.now();
    await slow.step();
    // One list call and three details calls, 50 ms apart at least.
    expect(slow.calls).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
