import fs from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { AUDIT_CSV_HEADER } from "@/lib/console/audit/csv";
import { SIGN_IN_REFUSED } from "../../lib/console/auth/sign-in-rules";
import { expect, signInThroughForm, test } from "./fixtures/roles";
import { E2E_SERVICE_KEY } from "./support/servers";
import { resetPassword, rowAction, setDisabled } from "./support/staff-admin";

/*
 * Staff administration, the audit log and settings, driven as an admin; each change is checked
 * from the other person's own browser. Only staff created here are changed: the demo accounts'
 * saved sessions are shared with every other spec.
 */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const PASSWORD_SHAPE = /^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){4}$/;

/** A browser of its own, signed in as nobody: "that person" on their own machine (in its own zone). */
async function freshPage(browser: Browser, baseURL: string | undefined, timezoneId?: string) {
  const context = await browser.newContext({ baseURL, timezoneId, storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

/** Chooses a zone on the member's own preferences page (a typed name that is not listed too) and saves. */
async function saveTimeZone(page: Page, search: string, option: string) {
  await page.getByRole("combobox", { name: "Time zone" }).click();
  await page.getByRole("combobox", { name: "Search time zones" }).fill(search);
  // A listed zone's option reads "<id>, <name>, <offset>"; "Use “…”" is the typed text itself.
  await page.getByRole("option", { name: new RegExp(`^${option}(,|$)`) }).click();
  await page.getByRole("button", { name: "Save time zone" }).click();
}

/**
 * Picks an option of a select by the keyboard: a long list scrolls under the pointer as it opens,
 * and a click could then land beside its option and leave the list open.
 */
async function chooseRole(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, role: string) {
  await scope.getByRole("combobox", { name: label }).click();
  const option = page.getByRole("option", { name: role, exact: true });
  await option.focus();
  await option.press("Enter");
}

async function changeRole(page: Page, email: string, role: string) {
  await rowAction(page, email, "Change role…");
  const dialog = page.getByRole("dialog");
  await chooseRole(page, dialog, "New role", role);
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(dialog).toBeHidden();
}

async function createStaff(page: Page, person: { email: string; name: string; role: string; password?: string }) {
  await page.goto("/admin/staff");
  await page.getByRole("button", { name: "Add staff member" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(person.email);
  await dialog.getByLabel("Name").fill(person.name);
  await chooseRole(page, dialog, "Role", person.role);
  if (person.password) {
    await dialog.getByRole("checkbox", { name: "Generate a password" }).uncheck();
    await dialog.getByLabel("Initial password").fill(person.password);
  }
  await dialog.getByRole("button", { name: "Add staff member" }).click();
  return dialog;
}

test.describe("as an admin", () => {
  test.use({ role: "admin" });

  test("staff changes take effect at the person's next request", async ({ page, browser, baseURL }) => {
    const email = `erin.${unique()}@labdesk.test`;
    const dialog = await createStaff(page, { email, name: "Erin Example", role: "Analyst" });
    const password = await dialog.getByLabel("Password", { exact: true }).inputValue();
    expect(password).toMatch(PASSWORD_SHAPE);
    await expect(dialog.getByRole("button", { name: "Copy password" })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Analyst");
    await expect(row).toContainText("active");
    // Shown once: nothing on the page holds it any more.
    await expect(page.locator(`input[value="${password}"]`)).toHaveCount(0);
    const lastSignIn = row.locator('td[data-label="Last sign-in"]');
    await expect(lastSignIn).toHaveText("Never");

    const them = await freshPage(browser, baseURL, "America/Chicago");
    await signInThroughForm(them, email, password);
    await expect(them).toHaveURL(/\/users$/);

    // Times show in their own zone, named: their browser's until they choose one, from their name.
    await them.getByTestId("current-staff").click();
    await expect(them).toHaveURL(/\/preferences$/);
    const inUse = them.getByTestId("zone-in-use");
    await expect(inUse).toContainText("America/Chicago (your browser’s zone)");
    await expect(inUse.locator("time")).toHaveText(/, \d{1,2}:\d{2} [AP]M C[SD]T$/);
    // A zone the console does not know is refused at the field, and stays as typed.
    await saveTimeZone(them, "Mars/Olympus", "Use “Mars/Olympus”");
    await expect(
      them.getByText("“Mars/Olympus” is not a time zone this console knows.", { exact: false }),
    ).toBeVisible();
    await expect(them.getByRole("combobox", { name: "Time zone" })).toHaveText("Mars/Olympus");
    await saveTimeZone(them, "Asia/Tok", "Asia/Tokyo");
    await expect(inUse).toContainText("Asia/Tokyo (your choice)");
    await expect(inUse.locator("time")).toHaveText(/ GMT\+9$/);
    // Kept with the account, not the browser: their user list reads in Tokyo time too.
    await them.goto("/users");
    await expect(them.locator("tbody time").first()).toHaveAttribute("title", /^Asia\/Tokyo · /);
    // And its date filter reads Tokyo days, and says so.
    await expect(them.getByLabel("Created from (Asia/Tokyo)")).toBeVisible();
    // The change is on the record like any other staff change.
    await page.goto("/audit?action=preferences.time_zone");
    const change = page.getByRole("table", { name: "Audit log" }).getByRole("row").filter({ hasText: email });
    await expect(change.first()).toContainText("Changed their time zone");
    await expect(change.first()).toContainText("Asia/Tokyo");
    await page.goto("/admin/staff");
    // Their sign-in is on the list now, as a time.
    await expect(lastSignIn.locator("time")).toBeVisible();
    const theirNav = them.getByRole("navigation", { name: "Main" });
    await expect(theirNav.getByRole("link", { name: "Users" })).toBeVisible();
    await expect(theirNav.getByRole("link", { name: "Staff" })).toHaveCount(0);
    await them.goto("/admin/settings");
    await expect(them.getByRole("heading", { name: "Your role does not allow this page" })).toBeVisible();

    await changeRole(page, email, "Admin");
    await expect(row).toContainText("Admin");
    // Their very next request has the new role, and they were not signed out.
    await them.reload();
    await expect(them.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(theirNav.getByRole("link", { name: "Staff" })).toBeVisible();

    const newPassword = await resetPassword(page, email);
    expect(newPassword).toMatch(PASSWORD_SHAPE);
    expect(newPassword).not.toBe(password);
    await expect(page.locator(`input[value="${newPassword}"]`)).toHaveCount(0);
    await them.goto("/users");
    await expect(them).toHaveURL(/\/sign-in/);
    await signInThroughForm(them, email, newPassword);
    await expect(them).toHaveURL(/\/users$/);

    await setDisabled(page, email, true);
    await expect(row).toContainText("disabled");
    await them.goto("/users");
    await expect(them).toHaveURL(/\/sign-in/);
    await signInThroughForm(them, email, newPassword);
    // The one refusal: a disabled account reads like a wrong password to whoever is trying.
    await expect(them.getByTestId("sign-in-error")).toHaveText(SIGN_IN_REFUSED);
    await expect(them).toHaveURL(/\/sign-in/);

    await setDisabled(page, email, false);
    await expect(row).toContainText("active");
    await signInThroughForm(them, email, newPassword);
    await expect(them).toHaveURL(/\/users$/);
    await them.context().close();
  });

  test("the create dialog keeps what was typed and explains each problem", async ({ page }) => {
    await createStaff(page, { email: "ops@labdesk.local", name: "Someone Else", role: "Ops", password: "short" });
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Use at least 12 characters, or let Labdesk generate one.")).toBeVisible();
    await expect(dialog.getByLabel("Initial password")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Initial password").fill("a-long-enough-password");
    await dialog.getByRole("button", { name: "Add staff member" }).click();
    await expect(dialog.getByText("A staff member with this email already exists.")).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Name")).toHaveValue("Someone Else");
  });

  test("an admin cannot disable or demote their own account", async ({ page }) => {
    await page.goto("/admin/staff");
    await page.getByRole("button", { name: "Actions for admin@labdesk.local" }).click();
    await expect(page.getByText("This is your account")).toBeVisible();
    for (const item of ["Change role…", "Reset password…", "Disable…"]) {
      await expect(page.getByRole("menuitem", { name: item })).toHaveAttribute("aria-disabled", "true");
    }
  });

  test("the audit log reads plainly, filters through the URL, fits a laptop and exports CSV", async ({ page }) => {
    const email = `audrey.${unique()}@labdesk.test`;
    const dialog = await createStaff(page, {
      email,
      name: "Audrey Audit",
      role: "Ops",
      password: "correct horse battery staple",
    });
    await expect(dialog).toBeHidden();
    await changeRole(page, email, "Analyst");
    await resetPassword(page, email);
    await setDisabled(page, email, true);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/audit");
    const table = page.getByRole("table", { name: "Audit log" });
    const rows = table.locator("tbody tr");
    const actions = table.locator("tbody [data-action]");
    const codes = () => actions.evaluateAll((els) => els.map((el) => el.getAttribute("data-action")));
    await expect(rows.first()).toBeVisible();
    // Every column is on screen at 1440 px: long values wrap instead of widening the table.
    const fits = await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth);
    expect(fits).toBe(true);
    expect((await codes()).some((code) => code !== "staff.create")).toBe(true);
    // Reading the log is a read: "Changes only" leaves it (and every other read) out.
    expect(await codes()).toContain("audit.read");
    await page.getByRole("checkbox", { name: "Changes only" }).click();
    await expect(page).toHaveURL(/[?&]changes=true/);
    await expect.poll(async () => (await codes()).includes("audit.read")).toBe(false);
    await expect(rows.first()).toBeVisible();
    await page.getByRole("checkbox", { name: "Changes only" }).click();
    await expect(page).not.toHaveURL(/changes=/);

    // Actions are offered and shown by name, the code on hover.
    await chooseRole(page, page.locator("main"), "Action", "Added a staff member");
    await expect(page).toHaveURL(/[?&]action=staff\.create/);
    await expect.poll(async () => (await codes()).every((code) => code === "staff.create")).toBe(true);
    // Newest first: the member just created is the top row. A staff account holds no health
    // information, so its values are written as they are, and the target is named.
    const top = rows.first();
    await expect(top.locator("[data-action]")).toHaveText("Added a staff member");
    await expect(top.locator("[data-action]")).toHaveAttribute("title", "staff.create");
    await expect(top).toContainText(`email: ${email}`);
    await expect(top).toContainText("name: Audrey Audit");
    await expect(top).toContainText("role: Ops");
    await expect(top).toContainText("password: (changed)");
    await expect(top).toContainText("staff · Audrey Audit");
    await expect(top).toContainText("admin@labdesk.local");
    const targetId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(await top.innerText())?.[0];
    expect(targetId).toBeTruthy();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^labdesk-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await fs.readFile(await download.path(), "utf8")).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(","));
    const ours = lines.find((line) => line.includes(targetId!))?.split(",");
    expect(ours?.slice(2, 3)).toEqual(["admin@labdesk.local"]);
    expect(ours?.slice(5, 9)).toEqual(["staff.create", "staff", targetId, "ok"]);
    expect(ours?.[11]).toBe(`email: ${email}; name: Audrey Audit; role: ops; password: (changed)`);
    expect(lines.slice(1).every((line) => line.split(",")[5] === "staff.create")).toBe(true);

    // Everything done to that member, newest first.
    await page.getByLabel("Target id").fill(targetId!);
    await expect(page).toHaveURL(new RegExp(`target=${targetId}`));
    await expect(rows).toHaveCount(1);
    await chooseRole(page, page.locator("main"), "Action", "Any action");
    await expect(page).not.toHaveURL(/action=/);
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText("Disabled a staff member");
    await expect(rows.nth(0)).toContainText("disabled: no → yes");
    await expect(rows.nth(1)).toContainText("Reset a password");
    await expect(rows.nth(1)).toContainText("password: (changed)");
    await expect(rows.nth(2)).toContainText("Changed a role");
    // A role change reads old → new, in the role names the console shows everywhere.
    await expect(rows.nth(2)).toContainText("role: Ops → Analyst");
    await expect(rows.nth(3)).toContainText("Added a staff member");

    // Dates are days on the viewer's clock, in the zone the times are shown in (named by both):
    // the day these changes were made there keeps them; from the day after, there are none.
    const [zone, at] = (await rows.first().locator("time").first().getAttribute("title"))!.split(" · ");
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(at!));
    const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const from = page.getByRole("group", { name: `Dates in ${zone}` }).getByLabel("From");
    await from.fill(day);
    await expect(page).toHaveURL(new RegExp(`from=${day}`));
    await expect(rows).toHaveCount(4);
    await from.fill(nextDay);
    await expect(page).toHaveURL(new RegExp(`from=${nextDay}`));
    await expect(page.getByText("No audit records match these filters.")).toBeVisible();
  });

  test("the audit log pages with Older and Newer", async ({ page }) => {
    // Every view of the log is on the record, so a few views make more than one page.
    for (let i = 0; i < 55; i++) expect((await page.request.get("/audit?action=audit.read")).ok()).toBe(true);
    await page.goto("/audit?action=audit.read");
    const rows = page.getByRole("table", { name: "Audit log" }).locator("tbody tr");
    await expect(rows).toHaveCount(50);
    await expect(page.getByRole("button", { name: "Newer" })).toBeDisabled();
    // A read record has no target, so the one id in its row is the request id.
    const topRequestId = /[0-9a-f-]{36}/.exec(await rows.first().innerText())?.[0];
    expect(topRequestId).toBeTruthy();
    await page.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(/before=\d+/);
    await expect(page).toHaveURL(/action=audit\.read/);
    await expect(rows.filter({ hasText: topRequestId! })).toHaveCount(0);
    await expect(rows).not.toHaveCount(0);
    // Newer is the page right above the older one: the rows first seen, though the views since
    // then were recorded above them. Once more, and it is the newest page, without a cursor.
    await page.getByRole("link", { name: "Newer" }).click();
    await expect(rows.first()).toContainText(topRequestId!);
    await expect(rows).toHaveCount(50);
    await page.getByRole("link", { name: "Newer" }).click();
    await expect(page).not.toHaveURL(/before=/);
    await expect(page.getByRole("button", { name: "Newer" })).toBeDisabled();
  });

  test("settings show the service mode and limits, never a key", async ({ page }) => {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.getByText("Embedded (demo data on this machine)")).toBeVisible();
    await expect(page.getByText("after 4 hours without activity")).toBeVisible();
    await expect(page.getByText("12 hours after signing in")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("sk_us_");

    // The browser-test consoles run without the background indexer (USER_INDEX_RATE=0).
    const value = (term: string) => page.locator(`xpath=//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
    await expect(page.getByRole("heading", { name: "User index", level: 2 })).toBeVisible();
    await expect(value("Background indexer")).toHaveText("Off");
    await expect(value("Activity")).toHaveText("Not running");
    await expect(value("Indexed users")).toHaveText(/^[\d,]+ users?$/);
    await expect(value("Current pass")).toHaveText("None under way");
    await expect(value("Last full pass")).toHaveText("Never completed");

    // The lab accounts the search offers, and the variable that sets them: said here, to the admin.
    await expect(page.getByRole("heading", { name: "Lab accounts", level: 2 })).toBeVisible();
    await expect(value("Quest main account")).toHaveText("2f6d1c8e-4b1a-4c3e-9a57-0d2b8e6f1a31");
    await expect(value("To change")).toContainText("LAB_ACCOUNTS");

    // The audit log's chain, verified from here: the newest record covered moves on (this page's
    // own views were appended since any earlier check), and the check is on the record itself.
    await expect(page.getByRole("heading", { name: "Audit log chain", level: 2 })).toBeVisible();
    const newest = value("Newest record");
    const before = (await newest.count()) ? await newest.textContent() : "";
    await page.getByRole("button", { name: "Verify now" }).click();
    await expect(page.getByText(/^Intact: [\d,]+ records chained$/)).toBeVisible();
    await expect(value("Result")).toContainText(/Intact [\d,]+ records chained/);
    await expect(newest).toHaveText(/^[\d,]+ · [0-9a-f]{64}$/);
    await expect(newest).not.toHaveText(before ?? "");
    await expect(value("Last verified")).toContainText("by admin@labdesk.local");
    await page.goto("/audit?action=audit.verify");
    await expect(page.getByRole("table", { name: "Audit log" }).locator("tbody tr").first()).toContainText(
      "Verified the audit log",
    );
  });

  test("an order's events, asked for again, come from the service through the webhook and show on the events page", async ({
    page,
  }) => {
    const listed = await page.request.get("/v3/orders?page=1&size=1", {
      headers: { "x-service-api-key": E2E_SERVICE_KEY },
    });
    const orderId = ((await listed.json()) as { orders: { id: string }[] }).orders[0]!.id;
    await page.goto("/admin/events");
    await expect(page.getByRole("heading", { name: "Service events", level: 1 })).toBeVisible();
    await expect(page.getByText("Signing secret generated in the data directory")).toBeVisible();
    const form = page.getByRole("form", { name: "Resend an order's events" });
    await form.getByLabel("Order id").fill("not-an-order");
    await form.getByRole("button", { name: "Resend events" }).click();
    await expect(form.getByText("Paste an order id")).toBeVisible();
    await expect(form.getByLabel("Order id")).toHaveValue("not-an-order");
    await form.getByLabel("Order id").fill(orderId);
    await form.getByRole("button", { name: "Resend events" }).click();
    await expect(page.getByText("The service is sending the order's events again")).toBeVisible();
    // Sent by the embedded service's worker, signed, received at /webhooks/service, stored and
    // processed: the page reads it back from the console's store.
    const latest = page.getByRole("table", { name: "Latest deliveries" });
    const row = latest.locator(`tr[data-event-type="labtest.order.updated"]:has(a[title="${orderId}"])`).first();
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(row.getByText("Processed")).toBeVisible();
    const lastOfType = page.getByRole("table", { name: "Last event of each type" });
    await expect(lastOfType.locator('tr[data-event-type="labtest.order.updated"]')).toHaveCount(1);
  });
});

test.describe("as a care coordinator", () => {
  test.use({ role: "care_coordinator" });

  for (const path of ["/admin/staff", "/audit", "/admin/settings", "/admin/events"]) {
    test(`${path} is refused with the 403 page`, async ({ page }) => {
      // The skeletons sit inside the pages, so a refusal still answers 403, not a streamed 200.
      expect((await page.goto(path))?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Your role does not allow this page" })).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Verify now" })).toHaveCount(0);
    });
  }

  test("the CSV export is refused", async ({ page }) => {
    const res = await page.request.get("/audit/export?action=staff.create");
    expect(res.status()).toBe(403);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect((await res.json()).detail).toMatch(/role does not allow/);
  });
});
