import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkOps, teamOauthCredentials } from "@/lib/embedded-service/db/schema";
import { runBulkImportOnce, startBulkImportWorker } from "@/lib/embedded-service/jobs/bulk-import-worker";
import { addTeamOauthCredential, setBulkImportEnabled } from "@/lib/embedded-service/teams";
import { applyImportChecks } from "@/lib/console/bulk-import/checks";
import { parseCsv } from "@/lib/console/bulk-import/parse";
import { sampleConnectionsCsv } from "@/lib/console/bulk-import/sample";
import { startTestService, type TestService } from "../support/service-harness";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const CLIENT = "labdesk-client";
const newUser = async (s = svc) =>
  (await s.post("/v2/user/", { client_user_id: `bulk-${crypto.randomUUID()}` })).json.user_id as string;
const recipe = (user_id: string, client = CLIENT) => ({
  user_id,
  access_token: `${client}.${crypto.randomUUID()}`,
  refresh_token: "r",
  provider_id: `p-${user_id.slice(0, 8)}`,
  expires_at: 1_900_000_000,
  oauth_scopes: ["activity"],
});
const ops = async (s = svc, query = "") => (await s.get(`/v2/link/bulk_op${query}`)).json;
/** Runs the worker until it has nothing left to do. */
const drain = (s = svc) => {
  while (runBulkImportOnce(s.deps, "test-worker") > 0);
};

describe("bulk import", () => {
  it("is disabled by default, then needs the team's own credential for the provider", async () => {
    const body = { provider: "fitbit", connections: [recipe(await newUser())] };
    const disabled = await svc.post("/v2/link/bulk_import", body);
    expect(disabled.status).toBe(403);
    expect(disabled.json.detail).toMatch(/support/i);
    setBulkImportEnabled(svc.db, svc.team.id, true);
    const noCredential = await svc.post("/v2/link/bulk_import", body);
    expect(noCredential.status).toBe(400);
    expect(noCredential.json.detail).toMatch(/credential for fitbit/);
    addTeamOauthCredential(svc.db, svc.team.id, "fitbit", CLIENT);
    addTeamOauthCredential(svc.db, svc.team.id, "strava", CLIENT);
  });

  it("validates the body with 422", async () => {
    expect((await svc.post("/v2/link/bulk_import", { provider: "peloton", connections: [] })).status).toBe(422);
    expect((await svc.post("/v2/link/bulk_import", { provider: "fitbit" })).status).toBe(422);
    const bad = await svc.post("/v2/link/bulk_import", {
      provider: "fitbit",
      connections: [{ user_id: "x", access_token: "t" }],
    });
    expect(bad.json.detail[0].loc).toEqual(["body", "connections", 0, "user_id"]);
  });

  it("queues with 202, shows the op pending, and the worker imports bound connections of known users", async () => {
    const good = await newUser();
    const unbound = await newUser();
    const otherTeamUser = await svc.post("/v2/user/", { client_user_id: "theirs" }, { key: svc.otherTeam().apiKey });
    const connections = [
      recipe(good),
      recipe(unbound, "someone-else"),
      recipe(crypto.randomUUID()),
      recipe(otherTeamUser.json.user_id),
    ];
    const queued = await svc.post("/v2/link/bulk_import", { provider: "fitbit", connections });
    expect(queued.status).toBe(202);
    expect(queued.json).toEqual({ user_ids_imported: [], user_ids_failed: [] });
    expect((await ops()).data[0]).toMatchObject({
      type: "link_bulk_import",
      status: "in_progress",
      provider: "fitbit",
      pending: 4,
      processed: 0,
      ended_at: null,
    });
    drain();
    const op = (await ops()).data[0];
    expect(op).toMatchObject({ status: "success", pending: 0, processed: 4 });
    expect(op.ended_at).not.toBeNull();
    const sources = (await svc.get(`/v2/user/${good}`)).json.connected_sources;
    expect(sources.map((s: any) => s.source.slug)).toEqual(["fitbit"]);
    expect((await svc.get(`/v2/user/${unbound}`)).json.connected_sources).toEqual([]);
  });

  it("answers 200 with imported and failed ids under wait_for_completion", async () => {
    const a = await newUser();
    const b = await newUser();
    const unknown = crypto.randomUUID();
    const res = await svc.post("/v2/link/bulk_import", {
      provider: "strava",
      wait_for_completion: true,
      connections: [recipe(a), recipe(b), recipe(unknown), recipe(b, "x")],
    });
    expect(res.status).toBe(200);
    expect(res.json.user_ids_imported.sort()).toEqual([a, b].sort());
    expect(res.json.user_ids_failed).toEqual([unknown]);
    const allFailed = await svc.post("/v2/link/bulk_import", {
      provider: "strava",
      wait_for_completion: true,
      connections: [recipe(a, "nope")],
    });
    expect(allFailed.json).toEqual({ user_ids_imported: [], user_ids_failed: [a] });
    expect((await ops()).data[0]).toMatchObject({ status: "failure", processed: 1 });
  });

  it("aborts what is left when the team's credential goes away", async () => {
    addTeamOauthCredential(svc.db, svc.team.id, "polar", CLIENT);
    await svc.post("/v2/link/bulk_import", { provider: "polar", connections: [recipe(await newUser())] });
    svc.db.delete(teamOauthCredentials).where(eq(teamOauthCredentials.provider, "polar")).run();
    drain();
    expect((await ops()).data[0]).toMatchObject({ provider: "polar", status: "aborted", pending: 0 });
  });

  it("claims atomically: a fresh claim is left alone, a stale one is taken over", async () => {
    await svc.post("/v2/link/bulk_import", { provider: "fitbit", connections: [recipe(await newUser())] });
    const latest = svc.db.select().from(bulkOps).where(eq(bulkOps.status, "in_progress")).get()!;
    svc.db
      .update(bulkOps)
      .set({ claimedBy: "elsewhere", claimedAt: new Date().toISOString() })
      .where(eq(bulkOps.id, latest.id))
      .run();
    expect(runBulkImportOnce(svc.deps, "test-worker")).toBe(0);
    svc.db
      .update(bulkOps)
      .set({ claimedAt: new Date(Date.now() - 5 * 60_000).toISOString() })
      .where(eq(bulkOps.id, latest.id))
      .run();
    expect(runBulkImportOnce(svc.deps, "test-worker")).toBe(1);
  });

  it("runs in the background with the polling worker", async () => {
    const stop = startBulkImportWorker(svc.deps, 10);
    try {
      await svc.post("/v2/link/bulk_import", { provider: "fitbit", connections: [recipe(await newUser())] });
      await expect.poll(async () => (await ops()).data[0].status, { timeout: 5000 }).toBe("success");
    } finally {
      stop();
    }
  });

  it("pages the list with next_cursor and page_size, per team", async () => {
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await ops(svc, `?page_size=2${cursor ? `&next_cursor=${cursor}` : ""}`);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual((await ops(svc, "?page_size=100")).data);
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect((await svc.get("/v2/link/bulk_op?page_size=0")).status).toBe(422);
    expect((await svc.get("/v2/link/bulk_op?page_size=101")).status).toBe(422);
    expect((await svc.get("/v2/link/bulk_op?next_cursor=garbage")).status).toBe(422);
    expect((await svc.get("/v2/link/bulk_op", { key: svc.otherTeam().apiKey })).json).toEqual({
      data: [],
      next_cursor: null,
    });
  });
});

describe("the console's sample file and preview against the import", () => {
  it("the sample imports as it is, and the preview fails exactly the rows the import fails", async () => {
    const users = [await newUser(), await newUser()];
    const sample = parseCsv(sampleConnectionsCsv({ userIds: users, clientId: CLIENT }));
    if (!sample.ok) throw new Error(sample.message);
    const provider = { slug: "fitbit", name: "Fitbit" };
    const none = new Set<string>();
    const preview = applyImportChecks(sample.rows, { provider, clientId: CLIENT, unknownUsers: none });
    expect(preview.every((r) => r.recipe)).toBe(true);
    const sent = await svc.post("/v2/link/bulk_import", {
      provider: "fitbit",
      connections: preview.map((r) => r.recipe),
      wait_for_completion: true,
    });
    expect(sent.json).toEqual({ user_ids_imported: users, user_ids_failed: [] });

    // A file breaking each rule: the preview's verdict per row is the import's.
    const stranger = crypto.randomUUID();
    const mixed = [recipe(await newUser()), recipe(await newUser(), "someone-else"), recipe(stranger)];
    const rows = mixed.map((r, i) => ({ line: i + 1, cells: {} as never, recipe: r, expiresAt: null, errors: {} }));
    const checked = applyImportChecks(rows, { provider, clientId: CLIENT, unknownUsers: new Set([stranger]) });
    const all = await svc.post("/v2/link/bulk_import", {
      provider: "fitbit",
      connections: mixed,
      wait_for_completion: true,
    });
    expect(checked.filter((r) => r.recipe).map((r) => r.recipe!.user_id)).toEqual(all.json.user_ids_imported);
    expect(checked.filter((r) => !r.recipe).map((r) => mixed[r.line - 1]!.user_id)).toEqual(all.json.user_ids_failed);
    expect(checked[1]!.errors.access_token).toMatch(
      /not issued by your team's Fitbit app \(client id labdesk-client\)/,
    );
    expect(checked[2]!.errors.user_id).toMatch(/not one of your team's users/);
  });
});

describe("bulk import across a restart", () => {
  it("finishes an op queued before the service stopped", async () => {
    const first = await startTestService();
    setBulkImportEnabled(first.db, first.team.id, true);
    addTeamOauthCredential(first.db, first.team.id, "withings", CLIENT);
    const userId = await newUser(first);
    expect(
      (await first.post("/v2/link/bulk_import", { provider: "withings", connections: [recipe(userId)] })).status,
    ).toBe(202);
    await first.close();

    const second = await startTestService({ dir: first.dir });
    try {
      const key = { key: first.apiKey };
      expect((await second.get("/v2/link/bulk_op", key)).json.data[0]).toMatchObject({
        status: "in_progress",
        pending: 1,
      });
      drain(second);
      expect((await second.get("/v2/link/bulk_op", key)).json.data[0]).toMatchObject({
        status: "success",
        pending: 0,
        processed: 1,
      });
      const user = await second.get(`/v2/user/${userId}`, key);
      expect(user.json.connected_sources.map((s: any) => s.source.slug)).toEqual(["withings"]);
    } finally {
      await second.close();
    }
  });
});
