import { expect, test, type APIRequestContext } from "@playwright/test";

// The key the e2e server's demo team was given (.config/playwright.config.ts).
const KEY = { "x-service-api-key": "sk_us_e2e_test_key_0123456789" };

async function userWithoutConnections(request: APIRequestContext) {
  const res = await request.get("/v2/user/?limit=50", { headers: KEY });
  expect(res.status()).toBe(200);
  const { users } = await res.json();
  return users.find((u: { connected_sources: unknown[] }) => u.connected_sources.length === 0) as { user_id: string };
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

test("a person connects a provider through the hosted link page and lands on the redirect URL", async ({ page, request, baseURL }) => {
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
  const steps = await (await request.get(`/v2/timeseries/${user.user_id}/steps/grouped?start_date=${since}&provider=withings`, { headers: KEY })).json();
  expect(steps.groups.withings[0].data.length).toBeGreaterThan(3);
});

test("closing the hosted link page with on_close=redirect reports user_cancelled", async ({ page, request, baseURL }) => {
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

test("the API reference lists every area of the interface", async ({ page }) => {
  await page.goto("/docs/api");
  for (const heading of ["Users", "Timeseries", "Providers", "Link"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText("/v2/timeseries/{user_id}/steps/grouped")).toBeVisible();
  await expect(page.getByText("/v3/order/{order_id}/phlebotomy/appointment/request")).toBeVisible();
});
