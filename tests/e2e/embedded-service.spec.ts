import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";

// The key the e2e server's demo team was given (.config/playwright.config.ts).
const KEY = { "x-service-api-key": "sk_us_e2e_test_key_0123456789" };

/** A user of its own: the seeded ones without connections are what the steps specs compare against. */
async function userWithoutConnections(request: APIRequestContext) {
  const res = await request.post("/v2/user/", {
    headers: KEY,
    data: { client_user_id: `e2e-embedded-${Date.now()}-${Math.random().toString(36).slice(2, 6)}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { user_id: string };
}

test("the embedded service answers through the console's own origin without redirects", async ({ request }) => {
  for (const path of ["/v2/user/", "/v2/user", "/v2/providers/", "/v2/providers"]) {
    const res = await request.get(path, { headers: KEY, maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
  }
  const anonymous = await request.get("/v2/user/");
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).detail).toMatch(/x-service-api-key/);
  const list = await (await request.get("/v2/user/?limit=1", { headers: KEY })).json();
  expect(list.total).toBeGreaterThanOrEqual(2000);
});

test("a person connects a provider through the hosted link page and lands on the redirect URL", async ({
  page,
  request,
  baseURL,
}) => {
  const user = await userWithoutConnections(request);
  const redirect = `${baseURL}/docs/api?from=link`;
  const token = await request.post("/v2/link/token", {
    headers: KEY,
    data: { user_id: user.user_id, redirect_url: redirect, filter_on_providers: ["fitbit", "withings", "polar"] },
  });
  expect(token.status()).toBe(200);
  const { link_web_url } = await token.json();

  await page.goto(link_web_url);
  await expect(page.getByRole("heading", { name: "Connect a device or app" })).toBeVisible();
  const offered = page.getByRole("listitem");
  await expect(offered).toHaveCount(3);
  await page.getByRole("link", { name: "Withings" }).click();
  await page.getByRole("button", { name: "Allow" }).click();

  await expect(page).toHaveURL(/\/docs\/api\?from=link&.*state=success/);
  expect(new URL(page.url()).searchParams.get("provider")).toBe("withings");
  const after = await (await request.get(`/v2/user/${user.user_id}`, { headers: KEY })).json();
  expect(after.connected_sources.map((s: { source: { slug: string } }) => s.source.slug)).toContain("withings");
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const steps = await (
    await request.get(`/v2/timeseries/${user.user_id}/steps/grouped?start_date=${since}&provider=withings`, {
      headers: KEY,
    })
  ).json();
  expect(steps.groups.withings[0].data.length).toBeGreaterThan(3);
});

test("closing the hosted link page with on_close=redirect reports user_cancelled", async ({
  page,
  request,
  baseURL,
}) => {
  const user = await userWithoutConnections(request);
  const { link_web_url } = await (
    await request.post("/v2/link/token", {
      headers: KEY,
      data: { user_id: user.user_id, redirect_url: `${baseURL}/docs/api`, on_close: "redirect" },
    })
  ).json();
  await page.goto(link_web_url);
  await page.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/docs\/api\?.*error=user_cancelled/);
  expect(new URL(page.url()).searchParams.get("error")).toBe("user_cancelled");
});

test.describe("the API reference", () => {
  test("renders each operation with its fields under a CSP of its own; try-it needs a session", async ({
    page,
    request,
  }) => {
    const res = await page.goto("/docs/api");
    const csp = res!.headers()["content-security-policy"]!;
    // One script from this origin (no nonce, no inline, no eval) and nothing from anywhere else.
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|nonce-|https?:/);
    for (const group of ["Users", "Timeseries", "Providers", "Link", "Lab results"]) {
      await expect(page.getByRole("heading", { name: new RegExp(`^${group}\\b`) })).toBeVisible();
    }
    await page.getByRole("button", { name: /^List users/ }).click();
    const listUsers = page.getByRole("region", { name: "List users" });
    // Its query parameters and the fields of its answer, from the contract's schemas.
    for (const field of ["offset", "limit"]) {
      await expect(listUsers.getByRole("button", { name: `Copy link to ${field}` })).toHaveCount(1);
    }
    await expect(listUsers.getByText(/"client_user_id": "string"/)).toBeVisible();

    const anonymous = await request.get("/docs/api/try/v2/user");
    expect(anonymous.status()).toBe(401);
  });

  test.describe("as a care coordinator", () => {
    test.use({ role: "care_coordinator" });

    test("tries a read: the console adds the team key, which never reaches the browser", async ({ page }) => {
      const sent: string[] = [];
      const bodies: Promise<string>[] = [];
      page.on("request", (r) =>
        sent.push(`${r.method()} ${r.url()} ${JSON.stringify(r.headers())} ${r.postData() ?? ""}`),
      );
      page.on("response", (r) => bodies.push(r.text().catch(() => "")));
      await page.goto("/docs/api");
      await page.getByRole("button", { name: /^List users/ }).click();
      await page.getByRole("button", { name: /^Test Request\s*\(get \/v2\/user\)$/ }).click();
      const client = page.getByRole("dialog");
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/docs/api/try/v2/user");
      await client.getByRole("button", { name: /^Send get request to .*\/docs\/api\/try\/v2\/user$/ }).click();
      expect((await answer).status()).toBe(200);
      await expect(client.getByText("200 OK")).toBeVisible();
      await expect(client.getByText('"client_user_id"').first()).toBeVisible();

      expect(sent.some((line) => line.includes("/docs/api/try/v2/user"))).toBe(true);
      for (const line of sent) expect(line).not.toContain(E2E_SERVICE_KEY);
      for (const body of await Promise.all(bodies)) expect(body).not.toContain(E2E_SERVICE_KEY);
      expect(await page.content()).not.toContain(E2E_SERVICE_KEY);
    });
  });

  test.describe("as an analyst", () => {
    test.use({ role: "analyst" });

    test("try-it keeps to the role's reads: health information, changes and non-operations are refused", async ({
      page,
    }) => {
      const { user_id } = await userWithoutConnections(page.request);
      expect((await page.request.get(`/docs/api/try/v2/user/${user_id}`)).status()).toBe(200);
      const info = await page.request.get(`/docs/api/try/v2/user/${user_id}/info/latest`);
      expect(info.status()).toBe(403);
      const post = await page.request.post("/docs/api/try/v2/user", { data: { client_user_id: "from-the-reference" } });
      expect(post.status()).toBe(405);
      expect((await post.json()).detail).toMatch(/reads \(GET\) only/);
      expect((await page.request.get("/docs/api/try/v2/link/token")).status()).toBe(404);
    });
  });
});
