import type { Page } from "@playwright/test";
import { expect, storageStateFor, test } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";
import { partialPieces, seriesLines } from "./support/steps-chart";

// The service is read directly with the demo team's key only to pick users and to know what the
// page must (not) show; the console is driven as staff.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
const SHOTS = "test-results/screenshots";
type ServiceUser = { user_id: string; client_user_id: string };

async function users(page: Page): Promise<ServiceUser[]> {
  const res = await page.request.get("/v2/user/?limit=40", { headers: KEY });
  return ((await res.json()) as { users: ServiceUser[] }).users;
}

/** Providers with steps in the last 30 days, as the service reports them. */
async function stepProviders(page: Page, userId: string): Promise<string[]> {
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const res = await page.request.get(`/v2/timeseries/${userId}/steps/grouped?start_date=${from}&provider=`, {
    headers: KEY,
  });
  return Object.keys(((await res.json()) as { groups: Record<string, unknown> }).groups);
}

/** A seeded user whose steps come from at least `min` providers (or from none, with min 0). */
async function userWithProviders(page: Page, min: number, skip = 0) {
  let found = 0;
  for (const u of await users(page)) {
    const providers = await stepProviders(page, u.user_id);
    if (min === 0 ? providers.length === 0 : providers.length >= min) {
      if (found++ === skip) return { ...u, providers };
    }
  }
  throw new Error(`no seeded user with ${min === 0 ? "no" : `≥ ${min}`} step providers`);
}

/** A seeded user with steps and patient details, past the first users other specs rename. */
async function userWithName(page: Page) {
  for (const u of (await users(page)).slice(12)) {
    const info = await page.request.get(`/v2/user/${u.user_id}/info/latest`, { headers: KEY });
    if (!info.ok() || (await stepProviders(page, u.user_id)).length === 0) continue;
    const { first_name, last_name } = (await info.json()) as { first_name: string; last_name: string };
    return { ...u, name: `${first_name} ${last_name}` };
  }
  throw new Error("no seeded user with steps and patient details");
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const chart = (page: Page) => page.getByTestId("steps-chart");
const legend = (page: Page) => page.getByRole("group", { name: "Series shown" }).getByRole("button");
// The solid lines, one per series; the partial bucket (today) is a dashed line of its own.
const lines = seriesLines;
const dashed = partialPieces;
const caption = (page: Page) => page.locator("figure figcaption");

test.describe("as a care coordinator", () => {
  test.use({ role: "care_coordinator" });

  test("draws one series per provider, switches range and granularity, toggles a series", async ({ page }) => {
    const user = await userWithProviders(page, 2);
    await page.goto(`/users/${user.user_id}/steps`);
    await expect(page.getByRole("heading", { level: 2, name: "Steps" })).toBeVisible();
    await expect(legend(page)).toHaveCount(user.providers.length);
    await expect(lines(page)).toHaveCount(user.providers.length);
    await expect(page.getByRole("list", { name: "Summary per provider" }).getByRole("listitem")).toHaveCount(
      user.providers.length,
    );
    await expect(chart(page)).toHaveAttribute("data-points", String(30 * user.providers.length));
    // Today is still being counted: its stretch is dashed and the caption says so, not a drop.
    await expect(dashed(page)).toHaveCount(user.providers.length);
    await expect(caption(page)).toContainText("The dashed end is today, still being counted.");
    await page.screenshot({ path: `${SHOTS}/steps-user.png`, fullPage: true });

    await page.getByRole("button", { name: "7 days", exact: true }).click();
    await expect(page).toHaveURL(/range=7d/);
    // Seven days are drawn hourly by default: 7 × 24 buckets (± a DST hour).
    await expect(page.getByLabel("Granularity")).toContainText("Auto (hourly)");
    const hourly = Number(await chart(page).getAttribute("data-points")) / user.providers.length;
    expect(hourly).toBeGreaterThanOrEqual(167);
    expect(hourly).toBeLessThanOrEqual(169);

    await page.getByLabel("Granularity").click();
    await page.getByRole("option", { name: "Daily" }).click();
    await expect(page).toHaveURL(/gran=day/);
    await expect(chart(page)).toHaveAttribute("data-points", String(7 * user.providers.length));
    // The link reproduces the view.
    await page.reload();
    await expect(chart(page)).toHaveAttribute("data-points", String(7 * user.providers.length));

    const first = legend(page).first();
    await first.click();
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await expect(lines(page)).toHaveCount(user.providers.length - 1);
    await first.click();
    await expect(lines(page)).toHaveCount(user.providers.length);

    // Weekly from a Wednesday to a Tuesday: the weeks the range cuts are dashed and said to be
    // partial, so their smaller totals do not read as drops.
    const wednesday = Date.now() - (35 + ((new Date().getUTCDay() + 4) % 7)) * DAY;
    await page.goto(
      `/users/${user.user_id}/steps?range=custom&from=${isoDay(wednesday)}&to=${isoDay(wednesday + 20 * DAY)}&gran=week`,
    );
    await expect(chart(page)).toHaveAttribute("data-points", String(4 * user.providers.length));
    await expect(dashed(page)).toHaveCount(2 * user.providers.length);
    await expect(caption(page)).toContainText(
      "Dashed stretches are partial weeks, not drops: the first week has 5 of its 7 days in the range; the last week has 2 of its 7 days in the range.",
    );
    await expect(page.getByRole("figure", { name: "Steps per week and provider" })).toBeVisible();
  });

  test("compares users by name, says which has no data, and draws months", async ({ page }) => {
    const named = await userWithName(page);
    const none = await userWithProviders(page, 0);
    await page.goto(`/steps?range=90d&users=${named.user_id},${none.user_id}`);
    await page.getByRole("combobox", { name: "Granularity" }).click();
    await page.getByRole("option", { name: "Monthly", exact: true }).click();
    await expect(page).toHaveURL(/[?&]gran=month/);
    // People are picked by name here, so their chips carry it, beside the id.
    const chips = page.getByRole("list", { name: "Users compared" });
    await expect(chips.getByRole("listitem").first()).toContainText(named.name);
    await expect(chips.getByRole("listitem").first()).toContainText(named.client_user_id);
    await expect(page.getByText(/Each month shows the provider that counted the most steps/)).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    // The user without steps draws no line: the legend and a note say so.
    await expect(legend(page)).toHaveCount(1);
    await expect(page.locator(`[data-series="${none.user_id}"][data-empty]`)).toContainText("no data in this range");
    await expect(
      page.getByText(new RegExp(`^No step data in this range for .*${none.client_user_id}\\.$`)),
    ).toBeVisible();
  });

  test("filters providers through the URL and exports the buckets as CSV", async ({ page }) => {
    const user = await userWithProviders(page, 2, 1);
    await page.goto(`/users/${user.user_id}/steps?range=7d&gran=day`);
    await page.getByRole("group", { name: "Providers" }).getByRole("checkbox").first().click();
    await expect(page).toHaveURL(/providers=/);
    await expect(legend(page)).toHaveCount(user.providers.length - 1);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^steps-${user.user_id}-.*-day\\.csv$`));
    const text = await (await file.createReadStream()).toArray();
    const lines = Buffer.concat(text).toString("utf8").trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^bucket_start_utc,/);
    expect(lines).toHaveLength(8);
  });

  test("shows the empty state for a user without step data", async ({ page }) => {
    const user = await userWithProviders(page, 0);
    await page.goto(`/users/${user.user_id}/steps`);
    await expect(page.getByText("No step data in this range")).toBeVisible();
  });
});

test.describe("as an analyst", () => {
  // A zone of the viewer's own, so "Mine" on /steps is not UTC, the zone the page starts in.
  test.use({ role: "analyst", timezoneId: "America/Denver" });

  test("sees the chart with identifiers only: no patient details reach the browser", async ({ page }) => {
    const user = await userWithProviders(page, 1);
    const info = await page.request.get(`/v2/user/${user.user_id}/info/latest`, { headers: KEY });
    await page.goto(`/users/${user.user_id}/steps`);
    await expect(lines(page)).toHaveCount(user.providers.length);
    const html = await page.content();
    expect(html).toContain(user.client_user_id);
    if (info.ok()) {
      const details = (await info.json()) as { first_name: string; last_name: string; dob: string; email: string };
      for (const value of [details.first_name, details.last_name, details.dob, details.email])
        expect(html).not.toContain(value);
    }
  });

  test("compares users' totals on /steps, found by search or exact id, in their zones or one", async ({
    page,
    browser,
    baseURL,
  }) => {
    const a = await userWithProviders(page, 1);
    const b = await userWithProviders(page, 1, 1);
    // A range longer than the seeded history says where the data starts rather than drawing zeros.
    await page.goto(`/users/${a.user_id}/steps?range=1y`);
    await expect(page.getByText(/No data before [A-Z][a-z]{2} \d{1,2}, \d{4}\./)).toBeVisible();

    await page.goto("/steps?range=7d");
    const picker = page.getByRole("combobox", { name: "Add a user" });
    // The first by search: part of the id typed, the match chosen from the user index's answers.
    await picker.fill(a.client_user_id.slice(0, -1));
    await page
      .getByRole("listbox", { name: "Matching users" })
      .getByRole("option")
      .filter({ hasText: a.client_user_id })
      .first()
      .click();
    await expect(page.getByRole("list", { name: "Users compared" })).toContainText(a.client_user_id);
    // The second by its exact id, with Add.
    await picker.fill(b.client_user_id);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("list", { name: "Users compared" })).toContainText(b.client_user_id);
    await expect(page).toHaveURL(new RegExp(`users=${a.user_id}(,|%2C)${b.user_id}`));
    await expect(legend(page)).toHaveText([a.client_user_id, b.client_user_id]);
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByText(/provider that counted the most steps/)).toBeVisible();
    // Days are each user's own calendar days: the caption, the table and the CSV all say so.
    await expect(caption(page)).toContainText("Days are each user’s own calendar days, in their time zone.");
    await expect(caption(page)).not.toContainText("Times in UTC");
    await page.screenshot({ path: `${SHOTS}/steps-compare.png`, fullPage: true });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString("utf8");
    const rows = csv.trim().split(/\r?\n/);
    // Headed as the legend names the series.
    expect(rows[0]).toBe(`day,${a.client_user_id},${b.client_user_id}`);
    expect(rows).toHaveLength(8);
    expect(rows[1]).toMatch(/^\d{4}-\d{2}-\d{2},/);

    // Viewing and exporting are on the record, per user, as an admin reads the log.
    const admin = await browser.newContext({ baseURL, storageState: storageStateFor("admin") });
    const log = await admin.newPage();
    await log.goto(`/audit?target=${b.user_id}`);
    const actions = log.getByRole("table", { name: "Audit log" }).locator("tbody [data-action]");
    await expect(actions.first()).toBeVisible();
    const recorded = await actions.evaluateAll((els) => els.map((el) => el.getAttribute("data-action")));
    expect(recorded).toEqual(expect.arrayContaining(["steps.export", "steps.compare.view"]));
    await log.goto(`/audit?target=${a.user_id}&action=users.steps.view`);
    await expect(actions.first()).toHaveAttribute("title", "users.steps.view");
    await expect(actions.first()).toHaveText("Viewed a user's steps");
    await admin.close();

    // One zone for everyone (the viewer's) allows hourly buckets; every label then names that zone.
    await page.getByRole("group", { name: "Time zone" }).getByRole("button", { name: "Mine (America/Denver)" }).click();
    await expect(page).toHaveURL(/[?&]tz=America(%2F|\/)Denver/);
    await page.getByRole("combobox", { name: "Granularity" }).click();
    await page.getByRole("option", { name: "Hourly", exact: true }).click();
    await expect(page).toHaveURL(/[?&]gran=hour/);
    await expect(page.getByRole("figure", { name: "Hourly steps per user" })).toBeVisible();
    await expect(page.getByText("Times are in America/Denver for every user.", { exact: false })).toBeVisible();
    await expect(caption(page)).toContainText("Times in America/Denver.");
    await expect(chart(page)).toHaveAttribute("data-points", String(2 * 7 * 24));
    const hourly = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const hourlyCsv = Buffer.concat(await (await (await hourly).createReadStream()).toArray()).toString("utf8");
    expect(hourlyCsv.split(/\r?\n/)[0]).toBe(
      `bucket_start_utc,bucket_start_local (America/Denver),${a.client_user_id},${b.client_user_id}`,
    );
    // Back in each user's own days, an hourly choice cannot line up across zones: it says so.
    await page.getByRole("group", { name: "Time zone" }).getByRole("button", { name: "Each user’s own" }).click();
    await expect(
      page.getByText(/Hourly buckets need one time zone for every user; showing daily totals/),
    ).toBeVisible();
    await expect(caption(page)).toContainText("Days are each user’s own calendar days, in their time zone.");

    await picker.fill("no-such-client-user");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(/No user with user ID or client user ID/)).toBeVisible();
    await expect(picker).toHaveValue("no-such-client-user");
  });
});

test.describe("as ops", () => {
  test.use({ role: "ops" });

  test("gets the 403 page on both steps pages", async ({ page }) => {
    const [u] = await users(page);
    expect((await page.goto(`/users/${u!.user_id}/steps`))?.status()).toBe(403);
    expect((await page.goto("/steps"))?.status()).toBe(403);
  });
});
