import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service-harness";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

describe("users", () => {
  it("refuses a call without the team key, or with a wrong one", async () => {
    const missing = await svc.get("/v2/user/", { key: null });
    expect(missing.status).toBe(401);
    expect(typeof missing.json.detail).toBe("string");
    expect((await svc.get("/v2/user/", { key: "sk_us_wrong" })).status).toBe(401);
  });

  it("creates a user and refuses a duplicate client_user_id with the existing id", async () => {
    const created = await svc.post("/v2/user/", {
      client_user_id: "patient-001",
      fallback_time_zone: "America/New_York",
    });
    expect(created.status).toBe(200);
    expect(created.json.client_user_id).toBe("patient-001");
    const dup = await svc.post("/v2/user/", { client_user_id: "patient-001" });
    expect(dup.status).toBe(400);
    expect(dup.json.detail.user_id).toBe(created.json.user_id);
    const got = await svc.get(`/v2/user/${created.json.user_id}`);
    expect(got.status).toBe(200);
    expect(got.json.fallback_time_zone.id).toBe("America/New_York");
    expect(got.json.connected_sources).toEqual([]);
  });

  it("answers both /v2/user and /v2/user/ without a redirect", async () => {
    for (const p of ["/v2/user", "/v2/user/"]) expect((await svc.get(p)).status).toBe(200);
  });

  it("pages with offset and limit, default 100 and at most 500", async () => {
    for (let i = 0; i < 7; i++) await svc.post("/v2/user/", { client_user_id: `page-${i}` });
    const all = await svc.get("/v2/user/");
    expect(all.json.limit).toBe(100);
    expect(all.json.offset).toBe(0);
    const page = await svc.get("/v2/user/?offset=2&limit=3");
    expect(page.json.users.map((u: any) => u.client_user_id)).toEqual(
      all.json.users.slice(2, 5).map((u: any) => u.client_user_id),
    );
    expect(page.json.total).toBe(all.json.total);
    // total is a counter kept by triggers: it must agree with the rows, and follow a new user.
    const rows = svc.db.$client.prepare("SELECT count(*) AS n FROM users WHERE team_id = ?").get(svc.team.id) as {
      n: number;
    };
    expect(all.json.total).toBe(rows.n);
    await svc.post("/v2/user/", { client_user_id: "page-one-more" });
    expect((await svc.get("/v2/user/?limit=1")).json.total).toBe(rows.n + 1);
    const tooBig = await svc.get("/v2/user/?limit=501");
    expect(tooBig.status).toBe(422);
    expect(tooBig.json.detail[0].loc).toEqual(["query", "limit"]);
  });

  it("rejects malformed input with 422 and isolates teams", async () => {
    expect((await svc.get("/v2/user/not-a-uuid")).status).toBe(422);
    expect((await svc.post("/v2/user/", { client_user_id: "" })).status).toBe(422);
    const bad = await svc.call("POST", "/v2/user/", { rawBody: "{not json" });
    expect(bad.status).toBe(422);
    const mine = await svc.post("/v2/user/", { client_user_id: "isolated" });
    const other = svc.otherTeam();
    expect((await svc.get(`/v2/user/${mine.json.user_id}`, { key: other.apiKey })).status).toBe(404);
    expect((await svc.get("/v2/user/", { key: other.apiKey })).json.total).toBe(0);
  });
});

describe("fallback time zone", () => {
  it("accepts every IANA name, canonical or not, and refuses made-up ones", async () => {
    for (const [i, tz] of ["Asia/Kolkata", "America/Indiana/Indianapolis", "Europe/Kyiv", "UTC"].entries()) {
      const res = await svc.post("/v2/user/", { client_user_id: `tz-${i}`, fallback_time_zone: tz });
      expect(res.status, tz).toBe(200);
    }
    for (const tz of ["Mars/Olympus", "America/New York", "../etc"]) {
      const res = await svc.post("/v2/user/", { client_user_id: `tz-bad`, fallback_time_zone: tz });
      expect(res.status, tz).toBe(422);
      expect(res.json.detail[0].loc).toEqual(["body", "fallback_time_zone"]);
    }
  });
});

describe("request ids", () => {
  it("answers every call, failed ones too, with X-Request-Id, echoing the caller's", async () => {
    const ok = await svc.get("/v2/user/?limit=1");
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const denied = await svc.get("/v2/user/", { key: null, headers: { "x-request-id": "trace-123" } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get("x-request-id")).toBe("trace-123");
  });
});
