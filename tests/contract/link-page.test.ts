import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/embedded-service/db/schema";
import { storedSteps } from "@/lib/embedded-service/store/step-chunks";
import { startTestService, type TestService } from "../support/service-harness";

let svc: TestService;
let shift = 0;
beforeAll(async () => {
  svc = await startTestService({ deps: { now: () => new Date(Date.now() + shift) } });
});
afterAll(() => svc.close());

async function newUser() {
  return (await svc.post("/v2/user/", { client_user_id: `page-${crypto.randomUUID()}` })).json.user_id as string;
}
async function linkToken(body: Record<string, unknown>) {
  const res = await svc.post("/v2/link/token", body);
  expect(res.status).toBe(200);
  return res.json as { link_token: string; link_web_url: string };
}
/** A browser without JavaScript: plain GETs and form POSTs, redirects not followed. */
const browse = (url: string) => fetch(url.startsWith("http") ? url : svc.baseUrl + url, { redirect: "manual" });
const submit = (path: string, form: Record<string, string>) =>
  fetch(svc.baseUrl + path, { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
const location = (res: Response) => new URL(res.headers.get("location")!);
const hrefs = (page: string) => [...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("hosted link page", () => {
  it("refuses a form post over 16 KB with a 413, declared or streamed, and connects nothing", async () => {
    const userId = await newUser();
    const { link_web_url } = await linkToken({ user_id: userId });
    const token = new URL(link_web_url).searchParams.get("token") ?? link_web_url.split("/").pop()!;
    const big = new URLSearchParams({ token, decision: "allow", pad: "x".repeat(64 * 1024) }).toString();
    const declared = await fetch(svc.baseUrl + "/link/connect/fitbit", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: big,
      redirect: "manual",
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("too large");
    const streamed = await fetch(svc.baseUrl + "/link/connect/fitbit", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new Blob([big]).stream(),
      duplex: "half",
      redirect: "manual",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await svc.get(`/v2/user/${userId}`)).json.connected_sources).toEqual([]);
  });

  it("lists the linkable providers with logos, behind no-store and no-referrer", async () => {
    const { link_web_url } = await linkToken({ user_id: await newUser() });
    const res = await browse(link_web_url);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const page = await res.text();
    for (const name of ["Fitbit", "Peloton", "Renpho", "Withings"]) expect(page).toContain(name);
    expect(page).not.toContain("Apple HealthKit");
    expect(page).toContain('src="/link/logos/fitbit.svg"');
  });

  it("walks list → consent → allow, redirects with success and connects the provider", async () => {
    const userId = await newUser();
    const { link_web_url } = await linkToken({ user_id: userId, redirect_url: "https://app.example/done?keep=1" });
    const list = await (await browse(link_web_url)).text();
    const connect = hrefs(list).find((h) => h.startsWith("/link/connect/fitbit"))!;
    const consent = await (await browse(connect)).text();
    expect(consent).toContain("Allow Test team to read your data?");
    const token = /name="token" value="([^"]+)"/.exec(consent)![1]!;
    const done = await submit("/link/connect/fitbit", { token, decision: "allow" });
    expect(done.status).toBe(302);
    const back = location(done);
    expect(back.origin + back.pathname).toBe("https://app.example/done");
    expect(Object.fromEntries(back.searchParams)).toEqual({ keep: "1", state: "success", provider: "fitbit" });
    const user = await svc.get(`/v2/user/${userId}`);
    expect(user.json.connected_sources.map((s: any) => s.source.slug)).toEqual(["fitbit"]);
    const seq = svc.db.select().from(users).where(eq(users.id, userId)).get()!.seq;
    expect(storedSteps(svc.db, { userSeq: seq, fromTs: 0, toTs: Date.now() / 1000 }).length).toBeGreaterThan(0);
  });

  it("connects once per token: afterwards the page, a second submit and the API refuse it", async () => {
    const userId = await newUser();
    const { link_web_url, link_token } = await linkToken({ user_id: userId });
    const token = new URL(link_web_url).searchParams.get("token")!;
    const [first, second] = await Promise.all([
      submit("/link/connect/fitbit", { token, decision: "allow" }),
      submit("/link/connect/strava", { token, decision: "allow" }),
    ]);
    // Two submits racing with one token: exactly one connects.
    expect([first.status, second.status].sort()).toEqual([200, 410]);
    expect((await svc.get(`/v2/user/${userId}`)).json.connected_sources).toHaveLength(1);
    const again = await browse(link_web_url);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("Link already used");
    const api = await fetch(`${svc.baseUrl}/v2/link/provider/oauth/fitbit`, {
      headers: { "x-service-link-token": link_token },
    });
    expect(api.status).toBe(401);
  });

  it("shows only filter_on_providers, or goes straight to provider", async () => {
    const userId = await newUser();
    const filtered = await (
      await browse((await linkToken({ user_id: userId, filter_on_providers: ["strava", "peloton"] })).link_web_url)
    ).text();
    expect(filtered).toContain("Strava");
    expect(filtered).toContain("Peloton");
    expect(filtered).not.toContain("Fitbit");
    const { link_token } = await linkToken({ user_id: userId, filter_on_providers: ["strava"] });
    expect((await browse(`/link/connect/fitbit?token=${encodeURIComponent(link_token)}`)).status).toBe(404);
    const straight = await (
      await browse((await linkToken({ user_id: userId, provider: "withings" })).link_web_url)
    ).text();
    // No list on the way: the consent screen itself says who is asking, from the team's record.
    expect(straight).toContain("<strong>Test team</strong> asks to read what Withings records");
    expect(straight).toContain("Allow Test team to read your data?");
    expect(straight).not.toContain("with Labdesk demo");
  });

  it("denied consent redirects with an error", async () => {
    const { link_token } = await linkToken({
      user_id: await newUser(),
      provider: "strava",
      redirect_url: "https://app.example/cb",
    });
    const res = await submit("/link/connect/strava", { token: link_token, decision: "deny" });
    expect(res.status).toBe(302);
    expect(location(res).searchParams.get("state")).toBe("error");
    expect(location(res).searchParams.get("error_type")).toBe("access_denied");
  });

  it("close redirects with user_cancelled under on_close=redirect, else shows a closed page", async () => {
    const redirecting = await linkToken({
      user_id: await newUser(),
      redirect_url: "myapp://linked",
      on_close: "redirect",
    });
    const page = await (await browse(redirecting.link_web_url)).text();
    const close = hrefs(page).find((h) => h.startsWith("/link/close"))!;
    const res = await browse(close);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^myapp:\/\/linked\?/);
    expect(location(res).searchParams.get("error")).toBe("user_cancelled");
    const plain = await linkToken({ user_id: await newUser(), redirect_url: "myapp://linked" });
    const closed = await browse(`/link/close?token=${encodeURIComponent(plain.link_token)}`);
    expect(closed.status).toBe(200);
    expect(await closed.text()).toContain("Closed");
  });

  it("password providers: wrong password shows an error, or redirects with link-error parameters under on_error", async () => {
    const userId = await newUser();
    const builtIn = await linkToken({ user_id: userId, provider: "peloton", redirect_url: "https://app.example/cb" });
    const form = await (await browse(builtIn.link_web_url)).text();
    expect(form).toContain('type="password"');
    expect(form).toContain("<strong>Test team</strong> asks you to connect Peloton");
    const wrong = await submit("/link/connect/peloton", {
      token: builtIn.link_token,
      username: "<b>me</b>",
      password: "wrong",
    });
    expect(wrong.status).toBe(401);
    const body = await wrong.text();
    expect(body).toContain("did not accept");
    expect(body).toContain("&lt;b&gt;me&lt;/b&gt;");
    expect(body).not.toContain("<b>me</b>");

    const redirecting = await linkToken({
      user_id: userId,
      provider: "peloton",
      redirect_url: "https://app.example/cb",
      on_error: "redirect",
    });
    const res = await submit("/link/connect/peloton", {
      token: redirecting.link_token,
      username: "me",
      password: "wrong",
    });
    expect(res.status).toBe(302);
    expect(Object.fromEntries(location(res).searchParams)).toMatchObject({
      state: "error",
      provider: "peloton",
      error_type: "provider_credential_error",
    });

    const ok = await submit("/link/connect/peloton", {
      token: redirecting.link_token,
      username: "me",
      password: "secret",
    });
    expect(location(ok).searchParams.get("state")).toBe("success");
    expect((await svc.get(`/v2/user/${userId}`)).json.connected_sources[0].source.slug).toBe("peloton");
  });

  it("refuses missing, unknown and expired tokens, and a POST whose token is not in the body", async () => {
    expect((await browse("/link")).status).toBe(400);
    expect((await browse("/link?token=lt_unknown")).status).toBe(401);
    const { link_token } = await linkToken({ user_id: await newUser(), provider: "fitbit" });
    expect(
      (await submit(`/link/connect/fitbit?token=${encodeURIComponent(link_token)}`, { decision: "allow" })).status,
    ).toBe(400);
    shift = 3600_000 * 2;
    try {
      const expired = await browse(`/link?token=${encodeURIComponent(link_token)}`);
      expect(expired.status).toBe(410);
      expect(await expired.text()).not.toContain(link_token);
    } finally {
      shift = 0;
    }
  });

  it("serves a monogram SVG logo per provider", async () => {
    const res = await browse("/link/logos/fitbit.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(await res.text()).toContain(">FI<");
    expect((await browse("/link/logos/nope.svg")).status).toBe(404);
    expect((await browse("/link/logos/fitbit.png")).status).toBe(404);
  });
});
