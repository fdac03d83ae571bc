import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkTokens, signInTokens } from "@/lib/embedded-service/db/schema";
import { startTestService, type TestService } from "../support/service-harness";

let svc: TestService;
/** Milliseconds added to the service clock, to expire tokens without waiting. */
let shift = 0;
let userId: string;
beforeAll(async () => {
  svc = await startTestService({ deps: { now: () => new Date(Date.now() + shift) } });
  userId = (await svc.post("/v2/user/", { client_user_id: "link-user" })).json.user_id;
});
afterAll(() => svc.close());

const CODE = /^(sk|pk)(eu|us)([\da-f]{8})/;
const EXCHANGE = /^[a-z][a-z0-9+.-]*:\/\/[^?]+\?code=(sk|pk)(eu|us)([\da-f]{8})$/;

describe("link token", () => {
  it("issues a token and a hosted page URL, storing only its hash", async () => {
    const res = await svc.post("/v2/link/token", { user_id: userId, redirect_url: "https://app.example/done" });
    expect(res.status).toBe(200);
    expect(typeof res.json.link_token).toBe("string");
    expect(res.json.link_web_url).toBe(`${svc.baseUrl}/link?token=${encodeURIComponent(res.json.link_token)}`);
    const stored = JSON.stringify(svc.db.select().from(linkTokens).all());
    expect(stored).not.toContain(res.json.link_token);
  });

  it("refuses another team's user with 404 and a call without the key with 401", async () => {
    const other = svc.otherTeam();
    expect((await svc.post("/v2/link/token", { user_id: userId }, { key: other.apiKey })).status).toBe(404);
    expect((await svc.post("/v2/link/token", { user_id: crypto.randomUUID() })).status).toBe(404);
    expect((await svc.post("/v2/link/token", { user_id: userId }, { key: null })).status).toBe(401);
  });

  it("validates the body with 422", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ user_id: userId, filter_on_providers: [] }, "filter_on_providers"],
      [{ user_id: userId, on_error: "x" }, "on_error"],
      [{ user_id: userId, on_close: "close" }, "on_close"],
      [{ user_id: userId, provider: "the service" }, "provider"],
      [{ user_id: userId, redirect_url: "not a url" }, "redirect_url"],
      [{ user_id: userId, redirect_url: "javascript:alert(1)" }, "redirect_url"],
      // What a browser reads as javascript: too: leading control characters dropped, case folded.
      [{ user_id: userId, redirect_url: "\u0001javascript:alert(1)" }, "redirect_url"],
      [{ user_id: userId, redirect_url: "JavaScript:alert(1)" }, "redirect_url"],
      [{ user_id: userId, redirect_url: "https://app.example/\u0000done" }, "redirect_url"],
      [{ user_id: "nope" }, "user_id"],
    ];
    for (const [body, field] of cases) {
      const res = await svc.post("/v2/link/token", body);
      expect(res.status, field).toBe(422);
      expect(res.json.detail[0].loc).toEqual(["body", field]);
    }
    const ok = await svc.post("/v2/link/token", {
      user_id: userId,
      filter_on_providers: ["fitbit"],
      on_error: "redirect",
      on_close: null,
      redirect_url: "myapp://linked",
    });
    expect(ok.status).toBe(200);
  });
});

describe("link code", () => {
  it("matches the code pattern, ends the exchange URL with it and expires in an hour by default", async () => {
    const before = Date.now();
    const res = await svc.post(`/v2/link/code/create?user_id=${userId}`);
    expect(res.status).toBe(200);
    expect(res.json.code).toMatch(CODE);
    expect(res.json.exchange_url).toMatch(EXCHANGE);
    expect(res.json.exchange_url.endsWith(`?code=${res.json.code}`)).toBe(true);
    const expires = new Date(res.json.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
  });

  it("takes a future expires_at, refuses a past one and bad input with 422", async () => {
    const at = new Date(Date.now() + 2 * 3600_000).toISOString();
    const res = await svc.post(`/v2/link/code/create?user_id=${userId}&expires_at=${encodeURIComponent(at)}`);
    expect(res.status).toBe(200);
    expect(new Date(res.json.expires_at).getTime()).toBe(new Date(at).getTime());
    const past = await svc.post(`/v2/link/code/create?user_id=${userId}&expires_at=2020-01-01T00:00:00Z`);
    expect(past.status).toBe(422);
    expect(past.json.detail[0].loc).toEqual(["query", "expires_at"]);
    expect((await svc.post(`/v2/link/code/create?user_id=${userId}&expires_at=tomorrow`)).status).toBe(422);
    expect((await svc.post("/v2/link/code/create")).status).toBe(422);
    expect(
      (await svc.post(`/v2/link/code/create?user_id=${userId}`, undefined, { key: svc.otherTeam().apiKey })).status,
    ).toBe(404);
  });
});

describe("sign-in token", () => {
  it("issues a token for the team's user only, storing only its hash", async () => {
    const res = await svc.post(`/v2/user/${userId}/sign_in_token`);
    expect(res.status).toBe(200);
    expect(res.json.user_id).toBe(userId);
    expect(res.json.sign_in_token.length).toBeGreaterThan(20);
    expect(JSON.stringify(svc.db.select().from(signInTokens).all())).not.toContain(res.json.sign_in_token);
    expect(
      (await svc.post(`/v2/user/${userId}/sign_in_token`, undefined, { key: svc.otherTeam().apiKey })).status,
    ).toBe(404);
    expect((await svc.post("/v2/user/not-a-uuid/sign_in_token")).status).toBe(422);
  });
});

describe("OAuth provider link info", () => {
  it("answers the team key with the provider and its defaults", async () => {
    const res = await svc.get("/v2/link/provider/oauth/fitbit");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      slug: "fitbit",
      name: "Fitbit",
      auth_type: "oauth",
      is_active: true,
      backfill_num_days: 90,
      oauth_url: null,
    });
    expect(Number.isInteger(res.json.id)).toBe(true);
    expect(res.json.source_type).toBe("device");
  });

  it("answers a link token alone, with an oauth_url on the hosted page", async () => {
    const token = (await svc.post("/v2/link/token", { user_id: userId })).json.link_token;
    const res = await svc.get("/v2/link/provider/oauth/strava", {
      key: null,
      headers: { "x-service-link-token": token },
    });
    expect(res.status).toBe(200);
    expect(res.json.slug).toBe("strava");
    expect(res.json.oauth_url).toBe(`${svc.baseUrl}/link/connect/strava?token=${encodeURIComponent(token)}`);
  });

  it("refuses a bogus, expired or missing token with 401 and a non-OAuth provider with 422", async () => {
    const bogus = await svc.get("/v2/link/provider/oauth/fitbit", {
      key: null,
      headers: { "x-service-link-token": "lt_bogus" },
    });
    expect(bogus.status).toBe(401);
    expect(bogus.text).not.toContain("lt_bogus");
    expect((await svc.get("/v2/link/provider/oauth/fitbit", { key: null })).status).toBe(401);
    const token = (await svc.post("/v2/link/token", { user_id: userId })).json.link_token;
    shift = 2 * 3600_000;
    try {
      const expired = await svc.get("/v2/link/provider/oauth/fitbit", {
        key: null,
        headers: { "x-service-link-token": token },
      });
      expect(expired.status).toBe(401);
    } finally {
      shift = 0;
    }
    expect((await svc.get("/v2/link/provider/oauth/peloton")).status).toBe(422);
    expect(
      (await svc.get("/v2/link/provider/oauth/garmin", { key: null, headers: { "x-service-link-token": token } }))
        .status,
    ).toBe(422);
  });
});
