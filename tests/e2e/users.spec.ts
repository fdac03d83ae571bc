import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { storageStateFor } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";
import { openPalette } from "./support/palette";

// Sessions come from the setup project (auth.setup.ts: one sign-in per role). The service is read
// directly with the demo team's key only to learn what to expect; the console is driven as staff.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
const SHOTS = "test-results/screenshots";
const MASK = "••••-••-••";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });
const bodyRows = (page: Page) => usersTable(page).locator("tbody tr");
/** A column's place depends on whether the role sees names (a Name column comes first). */
async function columnNumber(page: Page, header: string) {
  const headers = await usersTable(page).locator("thead th").allInnerTexts();
  return headers.findIndex((h) => h.trim() === header) + 1;
}
async function clientIdCells(page: Page) {
  return bodyRows(page).locator(`td:nth-child(${await columnNumber(page, "client_user_id")})`);
}
const clientIds = async (page: Page) => (await clientIdCells(page)).allInnerTexts();

type ServiceUser = {
  user_id: string;
  client_user_id: string;
  connected_sources: { source: { name: string; slug: string } }[];
  fallback_birth_date?: { value: string } | null;
  fallback_time_zone?: { id: string } | null;
};

/** The service's own first page, to know what the console should show. */
async function serviceUsers(page: Page, limit: number): Promise<{ users: ServiceUser[]; total: number }> {
  return (await page.request.get(`/v2/user/?limit=${limit}`, { headers: KEY })).json();
}
const firstSeededUser = async (page: Page) => (await serviceUsers(page, 1)).users[0]!;

/** A seeded user with sources, a time zone and a birth date, so the overview shows every part. */
async function fullSeededUser(page: Page): Promise<ServiceUser> {
  const { users } = await serviceUsers(page, 100);
  const found = users.find((u) => u.connected_sources.length > 1 && u.fallback_birth_date && u.fallback_time_zone);
  if (!found) throw new Error("no seeded user with sources, time zone and birth date in the first 100");
  return found;
}

async function openCreateDialog(page: Page) {
  await page.goto("/users");
  await page.getByRole("button", { name: "Create user" }).click();
  return page.getByRole("dialog", { name: "Create user" });
}

/** Options read "<zone id>, <its name>, <offset now>": `option` is the zone id. */
async function pickTimeZone(page: Page, search: string, option: string) {
  await page.getByRole("combobox", { name: "Fallback time zone" }).click();
  await page.getByRole("combobox", { name: "Search time zones" }).fill(search);
  await page.getByRole("option", { name: new RegExp(`^${option}(,|$)`) }).click();
}

test.describe("as an admin", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("pages through users on the server, with page and size kept in the URL", async ({ page }) => {
    const total = (await serviceUsers(page, 1)).total.toLocaleString("en-US");
    await page.goto("/users");
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();
    const first = await clientIds(page);
    // Newest first, shown as the Created column's sort: the first row is among the service's latest.
    await expect(usersTable(page).locator('th[aria-sort="descending"]')).toContainText("Created");
    const count = (await serviceUsers(page, 1)).total;
    const latest = (await (
      await page.request.get(`/v2/user/?offset=${Math.max(0, count - 30)}&limit=30`, { headers: KEY })
    ).json()) as { users: ServiceUser[] };
    expect(latest.users.map((u) => u.client_user_id)).toContain(first[0]);

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    // The URL (and the range label) change at once; the rows when the server has rendered page 2.
    await expect((await clientIdCells(page)).first()).not.toHaveText(first[0]!);
    await expect(page.getByText(`26–50 of ${total}`)).toBeVisible();
    const second = await clientIds(page);
    expect(second).toHaveLength(25);
    expect(second.filter((id) => first.includes(id))).toEqual([]);

    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("50");
    await expect(page).toHaveURL(/[?&]size=50\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(bodyRows(page)).toHaveCount(50);
    await expect(page.getByText(`1–50 of ${total}`)).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/[?&]size=50\b/);
    await expect(bodyRows(page)).toHaveCount(50);
    await expect(page.getByText(`1–50 of ${total}`)).toBeVisible();
    // Logos come from the service and must load from this origin (CSP img-src 'self').
    const logo = usersTable(page).locator("img").first();
    await expect(logo).toHaveAttribute("alt", /.+/);
    // Served by the console's logo route. Lazy: the newest users (made by other specs) have no
    // provider, so the first logo may be below the fold until scrolled to.
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/users-list.png`, fullPage: true });
  });

  test("a row's copy button copies its user_id, and its link opens the user without reloading the page", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/users");
    const row = bodyRows(page).first();
    const link = row.getByRole("link").last();
    const href = (await link.getAttribute("href"))!;
    const copy = row.getByRole("button", { name: "Copy user_id" });
    await copy.click();
    await expect(copy).toHaveAttribute("data-copied", "");
    await expect(page.getByText("Copied", { exact: true })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href.split("/").pop());

    // A client-side navigation keeps this document (and the mark); a full load would drop it.
    await page.evaluate(() => document.documentElement.setAttribute("data-e2e-same-document", ""));
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("navigation", { name: "User sections" })).toBeVisible();
    await expect(page.locator("html[data-e2e-same-document]")).toHaveCount(1);
  });

  test("creates a user and lands on the new user's page", async ({ page }) => {
    const clientUserId = `e2e_${Date.now()}`;
    const dialog = await openCreateDialog(page);
    await dialog.getByLabel("client_user_id").fill(clientUserId);
    // Zones are found as people name them, best match first, each with its offset; Enter takes the best.
    const zone = page.getByRole("combobox", { name: "Fallback time zone" });
    await zone.click();
    const search = page.getByRole("combobox", { name: "Search time zones" });
    const best = page.getByRole("option").first();
    await search.fill("EST");
    await expect(best).toHaveAccessibleName(/^America\/New_York, Eastern Time, UTC−0[45]:00$/);
    await search.fill("Eastern");
    await expect(best).toHaveAccessibleName(/^America\/New_York,/);
    await search.fill("Sweden");
    await expect(best).toHaveAccessibleName(/^Europe\/Stockholm,/);
    await search.fill("Paris");
    await search.press("Enter");
    await expect(zone).toHaveText(/^Europe\/Paris · UTC\+0[12]:00$/);
    await dialog.getByLabel("Fallback birth date").fill("1990-05-17");
    await page.screenshot({ path: `${SHOTS}/create-user-dialog.png` });
    await dialog.getByRole("button", { name: "Create user" }).click();

    await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: clientUserId })).toBeVisible();
    await expect(page.getByText(`User ${clientUserId} created`)).toBeVisible();
    await expect(page.getByText("Europe/Paris")).toBeVisible();
    await expect(page.getByText("1990-05-17")).toBeVisible();
  });

  test("a duplicate client_user_id links to the existing user and keeps what was typed", async ({ page }) => {
    const existing = await firstSeededUser(page);
    const dialog = await openCreateDialog(page);
    await dialog.getByLabel("client_user_id").fill(existing.client_user_id);
    await pickTimeZone(page, "Asia/Tok", "Asia/Tokyo");
    await dialog.getByLabel("Fallback birth date").fill("1971-02-03");
    await dialog.getByRole("button", { name: "Create user" }).click();

    await expect(dialog.getByText("A user with this client_user_id already exists")).toBeVisible();
    await expect(dialog.getByLabel("client_user_id")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("link", { name: "Open the existing user" })).toHaveAttribute(
      "href",
      `/users/${existing.user_id}`,
    );
    await expect(dialog.getByLabel("client_user_id")).toHaveValue(existing.client_user_id);
    await expect(page.getByRole("combobox", { name: "Fallback time zone" })).toHaveText("Asia/Tokyo · UTC+09:00");
    await expect(dialog.getByLabel("Fallback birth date")).toHaveValue("1971-02-03");
    await page.screenshot({ path: `${SHOTS}/create-user-duplicate.png` });

    await dialog.getByRole("link", { name: "Open the existing user" }).click();
    await expect(page).toHaveURL(`/users/${existing.user_id}`);
  });

  test("a typed time zone that is not an IANA zone is refused at the field", async ({ page }) => {
    const dialog = await openCreateDialog(page);
    await dialog.getByLabel("client_user_id").fill(`e2e_tz_${Date.now()}`);
    await page.getByRole("combobox", { name: "Fallback time zone" }).click();
    await page.getByRole("combobox", { name: "Search time zones" }).fill("Mars/Olympus_Mons");
    await page.getByRole("option", { name: "Use “Mars/Olympus_Mons”" }).click();

    const zone = page.getByRole("combobox", { name: "Fallback time zone" });
    await expect(zone).toHaveAttribute("aria-invalid", "true");
    const errorId = (await zone.getAttribute("aria-describedby"))!;
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText("Unknown IANA time zone");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
  });

  test("shows a user's overview, every tab, and a not-found state for an unknown id", async ({ page }) => {
    const user = await fullSeededUser(page);
    await page.goto(`/users/${user.user_id}`);
    await expect(page.getByRole("heading", { level: 1, name: user.client_user_id })).toBeVisible();
    await expect(page.getByText(user.fallback_birth_date!.value)).toBeVisible();
    await expect(page.getByText(user.fallback_time_zone!.id)).toBeVisible();
    const sources = page.getByRole("list", { name: "Connected sources" }).getByRole("listitem");
    await expect(sources).toHaveCount(user.connected_sources.length);
    for (const { source } of user.connected_sources) {
      await expect(sources.filter({ hasText: source.slug }).getByRole("img", { name: source.name })).toBeVisible();
    }
    const tabs = page.getByRole("navigation", { name: "User sections" }).getByRole("link");
    await expect(tabs).toHaveText(["Overview", "Patient details", "Steps", "Connections", "Orders", "Appointments"]);
    await page.screenshot({ path: `${SHOTS}/user-overview.png`, fullPage: true });

    await tabs.filter({ hasText: "Steps" }).click();
    await expect(page).toHaveURL(`/users/${user.user_id}/steps`);
    await expect(page.getByRole("heading", { level: 2, name: "Steps" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Date range" })).toBeVisible();

    const missing = await page.goto("/users/00000000-0000-4000-8000-000000000000");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
  });
});

/** A seeded adult's birth date and user, as an admin sees them (the value an analyst must never receive). */
async function knownBirthDate(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    storageState: storageStateFor("admin"),
  });
  const page = await context.newPage();
  await page.goto("/users?size=100");
  const rows = bodyRows(page);
  await expect(rows).toHaveCount(100);
  const [birthDateColumn, clientIdColumn] = [
    await columnNumber(page, "Birth date"),
    await columnNumber(page, "client_user_id"),
  ];
  for (const row of await rows.all()) {
    const date = (await row.locator(`td:nth-child(${birthDateColumn})`).innerText()).trim();
    if (ISO_DAY.test(date) && date < "2000-01-01") {
      const href = (await row.locator(`td:nth-child(${clientIdColumn})`).getByRole("link").getAttribute("href"))!;
      // Positive control: the admin's RSC payload does carry the value, so its absence below means something.
      const rsc = await page.request.get("/users?size=100", { headers: { RSC: "1" } });
      expect(await rsc.text()).toContain(date);
      await context.close();
      return { date, href };
    }
  }
  throw new Error("no seeded adult birth date on the first 100 users");
}

test.describe("as an analyst", () => {
  test.use({ storageState: storageStateFor("analyst") });

  test("birth dates are masked and never sent to the browser", async ({ page, browser }, info) => {
    const { date, href } = await knownBirthDate(browser, info);
    for (const url of ["/users?size=100", href]) {
      await page.goto(url);
      await expect(page.getByText(MASK).first()).toBeVisible();
      expect(await page.content()).not.toContain(date);
      const html = await page.request.get(url);
      expect(html.status()).toBe(200);
      expect(await html.text()).not.toContain(date);
      const rsc = await page.request.get(url, { headers: { RSC: "1" } });
      expect(rsc.headers()["content-type"]).toContain("text/x-component");
      expect(await rsc.text()).not.toContain(date);
    }
    await page.goto("/users?size=100");
    await expect(bodyRows(page)).toHaveCount(100);
    await page.screenshot({ path: `${SHOTS}/users-list-analyst.png` });
  });

  test("sees no Create user or Order a test button and only the tabs the role may open", async ({ page }) => {
    await page.goto("/users");
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Create user" })).toHaveCount(0);
    const user = await firstSeededUser(page);
    await page.goto(`/users/${user.user_id}`);
    await expect(page.getByRole("navigation", { name: "User sections" }).getByRole("link")).toHaveText([
      "Overview",
      "Steps",
    ]);
    await expect(page.getByRole("button", { name: "Order a test" })).toHaveCount(0);
    const patient = await page.goto(`/users/${user.user_id}/patient`);
    expect(patient?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Your role does not allow this page" })).toBeVisible();
  });
});

test.describe("as ops", () => {
  test.use({ storageState: storageStateFor("ops") });

  test("sees no Create user or Order a test button, masked birth dates and the ops tabs", async ({ page }) => {
    await page.goto("/users?size=100");
    await expect(bodyRows(page)).toHaveCount(100);
    await expect(page.getByRole("button", { name: "Create user" })).toHaveCount(0);
    await expect(page.getByText(MASK).first()).toBeVisible();
    const user = await firstSeededUser(page);
    await page.goto(`/users/${user.user_id}`);
    await expect(page.getByRole("navigation", { name: "User sections" }).getByRole("link")).toHaveText([
      "Overview",
      "Patient details",
      "Orders",
      "Appointments",
    ]);
    await expect(page.getByRole("button", { name: "Order a test" })).toHaveCount(0);
    expect((await page.goto(`/users/${user.user_id}/steps`))?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Your role does not allow this page" })).toBeVisible();
  });
});

test.describe("as a care coordinator", () => {
  test.use({ storageState: storageStateFor("care_coordinator") });

  test("may create users and sees birth dates", async ({ page }) => {
    await page.goto("/users?size=100");
    await expect(page.getByRole("button", { name: "Create user" })).toBeVisible();
    await expect(usersTable(page).getByText(ISO_DAY).first()).toBeVisible();
    await expect(page.getByText(MASK)).toHaveCount(0);
  });
});

test.describe("the command palette, as a care coordinator", () => {
  test.use({ storageState: storageStateFor("care_coordinator") });

  test("opens a user by exact client_user_id (resolved by the service) before the console has seen them", async ({
    page,
  }) => {
    const clientUserId = `e2e-palette-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const created = await page.request.post("/v2/user/", { headers: KEY, data: { client_user_id: clientUserId } });
    expect(created.status()).toBe(200);
    const { user_id: userId } = await created.json();

    // Not from the users list: its first page, newest first, would show the new user and so index it.
    await page.goto("/preferences");
    const palette = await openPalette(page);
    // Created behind the console's back: not in its index, so only the service's exact answer finds it.
    await palette.getByRole("combobox").fill(clientUserId.slice(0, -1));
    await expect(palette.getByTestId("command-palette-status")).toContainText("No user matches");

    await palette.getByRole("combobox").fill(clientUserId);
    await palette.getByRole("option", { name: new RegExp(`${clientUserId}.*exact id`) }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${userId}$`));
  });
});
