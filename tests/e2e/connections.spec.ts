import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { storageStateFor } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";
import { seriesLines } from "./support/steps-chart";

// A care coordinator connects a fresh user's providers. The service is called directly only to
// create that user; everything else goes through the console and the hosted link page.
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };
const LINK_CODE = /^(sk|pk)(eu|us)([\da-f]{8})/;
const SHOTS = "test-results/screenshots";

async function freshUser(page: Page) {
  const res = await page.request.post("/v2/user/", {
    headers: KEY,
    data: { client_user_id: `e2e-connections-${Date.now()}-${Math.random().toString(36).slice(2, 6)}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).user_id as string;
}

/** Connects a provider the way the person would, through the hosted page, outside the console's tab. */
async function connectElsewhere(
  request: APIRequestContext,
  other: Page,
  userId: string,
  provider: string,
  name: string,
) {
  const res = await request.post("/v2/link/token", { headers: KEY, data: { user_id: userId, provider } });
  expect(res.status()).toBe(200);
  await other.goto((await res.json()).link_web_url as string);
  await other.getByRole("button", { name: "Allow" }).click();
  await expect(other.getByText(`${name} connected`)).toBeVisible();
}

async function openDialog(page: Page, button: string, title: string) {
  await page.getByRole("button", { name: button }).click();
  return page.getByRole("dialog", { name: title });
}

test.describe("as a care coordinator", () => {
  test.use({ storageState: storageStateFor("care_coordinator") });

  test("creates a link, completes the hosted flow, and sees the provider under connected sources and its steps on the chart", async ({
    page,
    browser,
  }) => {
    const userId = await freshUser(page);
    await page.goto(`/users/${userId}/connections`);
    await expect(page.getByText("No sources connected yet.")).toBeVisible();
    await expect(page.getByText("The service reports no connected providers for this user.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View steps" })).toHaveAttribute("href", `/users/${userId}/steps`);

    // Mobile-only providers are not offered by a link: the note hands over to the link-code dialog.
    let dialog = await openDialog(page, "Create link", "Create link");
    const provider = dialog.getByRole("combobox", { name: "Provider" });
    await expect(provider.getByRole("option", { name: "Oura" })).toHaveCount(1);
    await expect(provider.getByRole("option", { name: "Garmin" })).toHaveCount(1);
    await expect(provider.getByRole("option", { name: "Apple HealthKit" })).toHaveCount(0);
    await expect(provider.getByRole("option", { name: "Omron (Bluetooth)" })).toHaveCount(0);
    await expect(dialog.getByTestId("mobile-only-note")).toContainText("Apple HealthKit");
    await expect(dialog.getByTestId("mobile-only-note")).toContainText("Health Connect");
    await dialog.getByRole("button", { name: "Create a link code instead" }).click();
    const codeDialog = page.getByRole("dialog", { name: "Link code for a mobile app" });
    await expect(codeDialog).toBeVisible();
    await codeDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(codeDialog).toBeHidden();

    dialog = await openDialog(page, "Create link", "Create link");
    // The person is sent to the console's own page for them by default; another address must be given.
    const destination = dialog.getByRole("combobox", { name: "When they finish, send them to" });
    await expect(destination).toHaveValue("done");
    await expect(dialog.getByText(/needs no sign-in and shows no names or ids/)).toBeVisible();
    await destination.selectOption("url");
    await dialog.getByRole("button", { name: "Create link" }).click();
    await expect(dialog.getByText("Enter the web address to send the person to")).toBeVisible();
    await destination.selectOption("none");
    await expect(dialog.getByRole("checkbox", { name: /if they close the link page/ })).toHaveCount(0);
    await destination.selectOption("done");
    await expect(
      dialog.getByRole("checkbox", { name: "Also send them there if they close the link page" }),
    ).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Offer only some providers" }).click();
    await dialog.getByRole("button", { name: "Create link" }).click();
    await expect(dialog.getByText("Choose at least one provider to offer")).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Withings" }).click();
    await dialog.getByRole("checkbox", { name: "Fitbit" }).click();
    await dialog.getByRole("button", { name: "Create link" }).click();

    // The dialog's title changes once the link exists.
    const created = page.getByRole("dialog", { name: "Link created" });
    const url = created.getByRole("textbox", { name: "Link URL" });
    await expect(url).toHaveValue(/\/link\?token=/);
    await expect(created.getByRole("img", { name: "QR code of the link URL" })).toBeVisible();
    await expect(created.getByText(/The link lasts 30 minutes/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/connections-link-created.png` });
    const linkWebUrl = await url.inputValue();
    // The console's own URL never carries the token.
    expect(page.url()).not.toContain("token=");

    // The hosted page says who is asking, groups what it offers, and searches with a plain GET form.
    await page.goto(linkWebUrl);
    await expect(page.getByRole("heading", { name: "Connect a device or app" })).toBeVisible();
    await expect(page.getByText(/Labdesk demo team asks you to connect one/)).toBeVisible();
    await expect(page.locator("footer")).toContainText("Labdesk demo team");
    await expect(page.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Wearables" })).toBeVisible();
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
    await page.screenshot({ path: `${SHOTS}/link-page-dark.png` });
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("searchbox", { name: "Search providers" }).fill("withings");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]q=withings/);
    await expect(page.getByRole("listitem")).toHaveCount(1);
    // Keyboard only: focus the provider and follow it, then allow.
    await page.getByRole("link", { name: "Withings" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Allow" }).click();

    // The person lands on a page made for them: what happened, nothing about who they are.
    await expect(page).toHaveURL(/\/connected\?.*state=success/);
    await expect(page.getByRole("heading", { name: "You're connected" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(userId);
    await expect(page.locator("body")).not.toContainText(/withings|Labdesk/i);
    await page.screenshot({ path: `${SHOTS}/link-connected-page.png` });
    // It needs no staff session: the person has none.
    const anonymous = await browser.newContext();
    const theirs = await anonymous.newPage();
    await theirs.goto(page.url());
    await expect(theirs.getByRole("heading", { name: "You're connected" })).toBeVisible();
    await anonymous.close();

    await page.goto(`/users/${userId}/connections`);
    const sources = page.getByRole("list", { name: "Connected sources" });
    await expect(sources.getByText("Withings", { exact: true })).toBeVisible();
    await expect(sources.getByText("withings", { exact: true })).toBeVisible();
    // The service's own report of the connection: its status and the resources it delivers.
    const status = page.getByRole("list", { name: "Connection status" });
    await expect(status.getByText("Withings", { exact: true })).toBeVisible();
    await expect(status.getByText("Connected", { exact: true })).toBeVisible();
    await expect(status.getByText(/Connected since/)).toBeVisible();
    await expect(status).toContainText(/Available:.*steps/);
    await page.screenshot({ path: `${SHOTS}/connections-after-link.png`, fullPage: true });

    // The new connection's steps are on the user's chart: one series, Withings's.
    await page.getByRole("link", { name: "View steps" }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${userId}/steps`));
    const series = page.getByRole("group", { name: "Series shown" }).getByRole("button");
    await expect(series).toHaveCount(1);
    await expect(series.first()).toHaveAttribute("data-series", "withings");
    await expect(seriesLines(page)).toHaveCount(1);
  });

  test("closing the hosted page with on_close=redirect comes back as user_cancelled", async ({ page }) => {
    const userId = await freshUser(page);
    await page.goto(`/users/${userId}/connections`);
    const dialog = await openDialog(page, "Create link", "Create link");
    // Connecting together at this computer: back to this user's page, which says what happened.
    await dialog.getByRole("combobox", { name: "When they finish, send them to" }).selectOption("console");
    await dialog.getByRole("checkbox", { name: "Also send them there if they close the link page" }).click();
    await dialog.getByRole("button", { name: "Create link" }).click();
    const linkWebUrl = await page
      .getByRole("dialog", { name: "Link created" })
      .getByRole("textbox", { name: "Link URL" })
      .inputValue();
    expect(linkWebUrl).toContain("/link?token=");

    await page.goto(linkWebUrl);
    await page.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/error=user_cancelled/);
    await expect(page.getByText("Linking was cancelled")).toBeVisible();
    await expect(page.getByText(/closed the link page without connecting anything \(user_cancelled\)/)).toBeVisible();
    await expect(page.getByText("No sources connected yet.")).toBeVisible();
  });

  test("a link code matches the interface's pattern and its countdown runs", async ({ page }) => {
    const userId = await freshUser(page);
    await page.goto(`/users/${userId}/connections`);
    const dialog = await openDialog(page, "Link code for a mobile app", "Link code for a mobile app");
    await dialog.getByRole("button", { name: "Create code" }).click();
    const created = page.getByRole("dialog", { name: "Link code created" });
    const code = created.getByRole("textbox", { name: "Link code" });
    await expect(code).toHaveValue(LINK_CODE);
    await expect(created.getByRole("textbox", { name: "Exchange URL" })).toHaveValue(
      new RegExp(`\\?code=${await code.inputValue()}$`),
    );
    await expect(created.getByRole("img", { name: "QR code of the exchange URL" })).toBeVisible();
    const countdown = created.getByTestId("countdown");
    await expect(countdown).toHaveText(/^Expires in (59|60) min \d\d s$/);
    await page.screenshot({ path: `${SHOTS}/connections-link-code.png` });
    const first = await countdown.innerText();
    // Ticking: the text changes without any action (polled, not timed).
    await expect(countdown).not.toHaveText(first);
  });

  test("a past expiry is refused at the field and keeps what was typed", async ({ page }) => {
    const userId = await freshUser(page);
    await page.goto(`/users/${userId}/connections`);
    const dialog = await openDialog(page, "Link code for a mobile app", "Link code for a mobile app");
    await dialog.getByLabel("Expires").fill("2020-01-01T10:00");
    await dialog.getByRole("button", { name: "Create code" }).click();
    await expect(dialog.getByText(/must be in the future/)).toBeVisible();
    await expect(dialog.getByLabel("Expires")).toHaveValue("2020-01-01T10:00");
  });

  test("a sign-in token is shown once and is gone when the dialog is reopened", async ({ page }) => {
    const userId = await freshUser(page);
    await page.goto(`/users/${userId}/connections`);
    let dialog = await openDialog(page, "Mobile SDK sign-in token", "Mobile SDK sign-in token");
    await expect(dialog.getByText(/signs in once with this token and keeps its session/)).toBeVisible();
    await dialog.getByRole("button", { name: "Create sign-in token" }).click();
    const token = dialog.getByRole("textbox", { name: "Sign-in token" });
    await expect(token).toHaveValue(/.{10,}/);
    const value = await token.inputValue();
    await expect(dialog.getByRole("button", { name: "Copy sign-in token" })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    dialog = await openDialog(page, "Mobile SDK sign-in token", "Mobile SDK sign-in token");
    await expect(dialog.getByRole("textbox", { name: "Sign-in token" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Create sign-in token" })).toBeVisible();
    expect(await page.content()).not.toContain(value);
  });
});

test.describe("as a care coordinator, with the person connecting elsewhere", () => {
  test.use({ storageState: storageStateFor("care_coordinator") });

  test("the tab catches up on focus and on Refresh, and a provider is disconnected after a confirmation, audited", async ({
    page,
    context,
    browser,
  }) => {
    const userId = await freshUser(page);
    await page.goto(`/users/${userId}/connections`);
    const status = page.getByRole("list", { name: "Connection status" });
    const sources = page.getByRole("list", { name: "Connected sources" });
    await expect(page.getByText("The service reports no connected providers for this user.")).toBeVisible();

    // Connected in a second tab; this one shows it when it has the focus again, without a reload.
    const other = await context.newPage();
    await connectElsewhere(page.request, other, userId, "withings", "Withings");
    // Playwright keeps every page of a context focused, so the return to this tab is announced
    // to it the way the browser announces it to a tab that had lost the focus.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(status.getByText("Withings", { exact: true })).toBeVisible();
    await expect(sources.getByText("withings", { exact: true })).toBeVisible();
    // And on the button, for a tab that never lost the focus.
    await connectElsewhere(page.request, other, userId, "fitbit", "Fitbit");
    await page.getByRole("button", { name: "Refresh connections" }).click();
    await expect(status.getByText("Fitbit", { exact: true })).toBeVisible();
    await other.close();

    await page.getByRole("button", { name: "Disconnect Withings" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Disconnect Withings?" });
    await expect(confirm).toContainText("stops syncing this user's data from Withings");
    await expect(confirm).toContainText("The data already received stays");
    // Cancel first: nothing happens.
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(status.getByText("Withings", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Disconnect Withings" }).click();
    await confirm.getByRole("button", { name: "Disconnect Withings" }).click();
    await expect(page.getByText("Withings disconnected")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(status.getByText("Withings", { exact: true })).toHaveCount(0);
    await expect(sources.getByText("withings", { exact: true })).toHaveCount(0);
    await expect(status.getByText("Fitbit", { exact: true })).toBeVisible();

    // The audit log names the action, the user and the provider (read as an admin).
    const admin = await browser.newContext({ storageState: storageStateFor("admin") });
    const audit = await admin.newPage();
    await audit.goto(`/audit?target=${userId}`);
    const row = audit
      .getByRole("table", { name: "Audit log" })
      .locator("tbody tr")
      .filter({ has: audit.locator('[data-action="connections.disconnect"]') });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("withings");
    await admin.close();
  });
});

for (const role of ["analyst", "ops"] as const) {
  test.describe(`as ${role}`, () => {
    test.use({ storageState: storageStateFor(role) });

    test("cannot open a user's connections, so is offered no disconnect", async ({ page }) => {
      const userId = await freshUser(page);
      const res = await page.goto(`/users/${userId}/connections`);
      expect(res?.status()).toBe(403);
      await expect(page.getByRole("button", { name: /^Disconnect/ })).toHaveCount(0);
    });
  });
}
