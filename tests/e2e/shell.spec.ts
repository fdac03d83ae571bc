import { ROLE_LABELS, ROLES, can } from "../../lib/console/permissions";
import { SIGN_IN_REFUSED } from "../../lib/console/auth/sign-in-rules";
import { NAV_ITEMS } from "../../components/shell/nav-config";
import { E2E_SERVICE_KEY } from "./support/servers";
import { demoAccount, expect, signInThroughForm, test } from "./fixtures/roles";
import { openPalette } from "./support/palette";

// The expectation comes from the permission table itself: each nav entry names its permission.
const expectedNav = (role: (typeof ROLES)[number]) =>
  NAV_ITEMS.filter((item) => can(role, item.permission)).map((item) => item.label);

for (const role of ROLES) {
  test.describe(`as ${ROLE_LABELS[role]}`, () => {
    test.use({ role });

    test("sees exactly the pages the role may open, and who is signed in", async ({ page }) => {
      const res = await page.goto("/users");
      expect(res?.headers()["cache-control"]).toContain("no-store");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link")).toHaveText(expectedNav(role));
      const who = page.getByTestId("current-staff");
      await expect(who).toContainText(demoAccount(role).name);
      await expect(who).toContainText(ROLE_LABELS[role]);
      await expect(page.getByTestId("service-badge")).toHaveText(/Embedded service/);
    });
  });
}

test.describe("as Admin", () => {
  test.use({ role: "admin" });

  test("the start page leads to the user list, and the API reference leads back", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/users$/);
    await page.goto("/docs/api");
    await page.getByRole("link", { name: "Back to the Labdesk console" }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  test("the theme toggle switches the dark class", async ({ page }) => {
    await page.goto("/users");
    const html = page.locator("html");
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test("on a small screen the navigation folds into a sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/users");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(expectedNav("admin"));
    await sheet.getByRole("link", { name: "Users" }).click();
    await expect(sheet).toBeHidden();

    // Rows are cards, not a table wider than the screen, and the filters fold behind a button.
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.locator("tbody tr").first()).toHaveCSS("display", "block");
    await expect(table.locator('tbody td[data-label="Created"]').first()).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true);
    await expect(page.getByLabel("Connected provider")).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.getByRole("button", { name: "Filters" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByLabel("Connected provider")).toBeVisible();
    // The date fields keep their picker icons inside the screen.
    const to = await page.getByLabel("Created to (UTC)").boundingBox();
    expect(to!.x + to!.width).toBeLessThanOrEqual(390);
  });
});

test.describe("command palette", () => {
  test.use({ role: "care_coordinator" });

  test("finds a seeded user by client_user_id and by user_id", async ({ page, request }) => {
    // A user well past the first page of the list: the lookup asks the service for the exact id.
    const list = await request.get("/v2/user/?offset=1234&limit=1", {
      headers: { "x-service-api-key": E2E_SERVICE_KEY },
    });
    expect(list.ok()).toBe(true);
    const [user] = (await list.json()).users as { user_id: string; client_user_id: string }[];
    await page.goto("/users");

    const palette = await openPalette(page);
    await palette.getByRole("combobox").fill(user!.client_user_id);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/users/${user!.user_id}$`));
    await expect(palette).toBeHidden();

    await page.goto("/users");
    await page.getByRole("button", { name: /Find a user or page/ }).click();
    await palette.getByRole("combobox").fill(user!.user_id.toUpperCase());
    await palette.getByRole("option", { name: new RegExp(`${user!.client_user_id}.*exact id`) }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${user!.user_id}$`));
  });

  test("says so when nobody matches", async ({ page }) => {
    await page.goto("/users");
    const palette = await openPalette(page);
    await palette.getByRole("combobox").fill("no-such-client-user-id");
    await page.keyboard.press("Enter");
    await expect(palette.getByTestId("command-palette-status")).toContainText("No user matches");
    await expect(page).toHaveURL(/\/users$/);
  });
});

test("signing out ends the session on the server: the old cookie no longer works", async ({ page, context }) => {
  const ops = demoAccount("ops");
  await signInThroughForm(page, ops.email, ops.password);
  await expect(page).toHaveURL(/\/users$/);
  const cookies = await context.cookies();
  expect(cookies.some((c) => c.name.includes("authjs.session-token"))).toBe(true);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await context.addCookies(cookies);
  await page.goto("/users");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a wrong password gets the generic message and keeps the email", async ({ page }) => {
  const email = demoAccount("analyst").email;
  await signInThroughForm(page, email, "not-the-password");
  await expect(page.getByTestId("sign-in-error")).toHaveText(SIGN_IN_REFUSED);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByLabel("Password")).toBeFocused();
  // Single sign-on is not configured on this server: no button for it.
  await expect(page.getByRole("button", { name: /Sign in with/ })).toHaveCount(0);
  // An unknown email reads exactly the same.
  await signInThroughForm(page, "nobody@labdesk.local", "not-the-password");
  await expect(page.getByTestId("sign-in-error")).toHaveText(SIGN_IN_REFUSED);
});

test("the sign-in button waits for the page's script, and what was typed before it ran is kept", async ({ page }) => {
  const account = demoAccount("analyst");
  // The page's scripts are held back, as on a slow connection, until the fields are filled.
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto("/sign-in", { waitUntil: "domcontentloaded" });
  const button = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(button).toBeDisabled();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  // Enter submits a form only through an enabled button: the bare form would reload the page.
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);

  releaseScripts();
  await expect(button).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByLabel("Password")).toHaveValue(account.password);
  await button.click();
  await expect(page).toHaveURL(/\/users$/);
});

test.describe("as Analyst", () => {
  test.use({ role: "analyst" });

  test("the audit log answers 403 with the role named", async ({ page }) => {
    const res = await page.goto("/audit");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Your role does not allow this page" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your role does not allow this page" })).toContainText(
      "with the role Analyst",
    );
    await page.getByRole("link", { name: "Back to the console" }).click();
    await expect(page).toHaveURL(/\/users$/);
  });

  test("an unknown address gets the console's own 404 inside the shell, with the role's pages", async ({ page }) => {
    const res = await page.goto("/no-such-page/at/all");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
    // Inside the shell: the main navigation and the person's name are there.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByTestId("current-staff")).toContainText(demoAccount("analyst").name);
    const offered = page.getByRole("navigation", { name: "Pages you can open" }).getByRole("link");
    await expect(offered).toHaveText(expectedNav("analyst"));
    await offered.filter({ hasText: "Steps" }).click();
    await expect(page).toHaveURL(/\/steps$/);
  });

  test("the sidebar spans the full height of a long page, scrolled to its end", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/users");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await page.locator("aside").first().boundingBox();
    // Within a pixel: layout rounds sub-pixel borders either way.
    expect(Math.abs(box!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(box!.height - 600)).toBeLessThanOrEqual(1);
  });
});

test("the favicon answers without a session, in both forms", async ({ request }) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toContain("image/");
  const svg = await request.get("/icon.svg");
  expect(svg.status()).toBe(200);
  expect(await svg.text()).toContain("<svg");
});

test("anonymous visitors are sent to sign in, and come back where they were going", async ({ page }) => {
  const res = await page.goto("/users?page=2");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fusers%3Fpage%3D2$/);
  expect(res?.headers()["cache-control"]).toContain("no-store");
  const admin = demoAccount("admin");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/users\?page=2/);
});
