import type { Page } from "@playwright/test";
import { can, ROLE_LABELS, type Role } from "../../lib/console/permissions";
import { tabLinksFor } from "../../lib/console/users/user-tabs";
import { navItemsFor } from "../../components/shell/nav-config";
import { AXE_ROLES, freezeMotion, violations } from "./support/axe";
import { userIdWithSources } from "./support/seeded-users";
import { E2E_SERVICE_KEY } from "./support/servers";
import { expect, test } from "./fixtures/roles";

/**
 * axe-core (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA; zero violations) as the roles at either end of what
 * can be seen (AXE_ROLES): every page the role can reach (the navigation's pages and every tab of a seeded user, from the same tables the
 * console uses, so a new page is checked the day it lands). Dialogs: accessibility-dialogs.spec.ts;
 * chart states: accessibility-states.spec.ts; load errors: accessibility-load-errors.spec.ts.
 * These only look: they run beside the specs that change the console's data.
 */

test.beforeEach(({ page }) => freezeMotion(page));

/** The navigation's pages, and every tab of a seeded user: one test each, to keep each short. */
const PAGE_SETS = {
  "every page in the navigation": async (role: Role) => navItemsFor(role).map((item) => item.href),
  "every tab of a user": async (role: Role, page: Page) =>
    tabLinksFor(role, await userIdWithSources(page.request)).map((tab) => tab.href),
};

/**
 * The theme follows the OS until a person picks one: an OS in dark mode gets the dark palette. Its
 * contrast is checked on the admin's pages (every page there is) and on a map with results, each
 * right after its light check: the OS switching to dark turns the page dark where it stands, so
 * it is not loaded twice.
 */
const DARK_ROLE: Role = "admin";

async function inDarkTheme(page: Page, check: () => Promise<unknown[]>) {
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const found = await check();
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

for (const role of AXE_ROLES) {
  test.describe(`as ${ROLE_LABELS[role]}`, () => {
    test.use({ role, colorScheme: "light" });
    const dark = role === DARK_ROLE;

    for (const [set, pagesFor] of Object.entries(PAGE_SETS)) {
      test(`${set} has no WCAG 2.2 AA violations${dark ? ", in the light and the dark theme" : ""}`, async ({
        page,
      }) => {
        test.slow();
        const found: Record<string, unknown> = {};
        for (const href of await pagesFor(role, page)) {
          const res = await page.goto(href);
          if (!res || res.status() >= 400) {
            found[href] = `answered ${res?.status()}`;
            continue;
          }
          const v = await violations(page);
          if (v.length) found[href] = v;
          if (!dark) continue;
          const d = await inDarkTheme(page, () => violations(page));
          if (d.length) found[`${href} (dark)`] = d;
        }
        expect(found).toEqual({});
      });
    }

    // Nav pages open empty; results (badges, hours, the selected row's tint) only after a search.
    if (can(role, "psc.search")) {
      test("a service-center search with a result selected has no WCAG 2.2 AA violations", async ({ page }) => {
        await page.goto("/psc?zip=10001&lab=1&radius=25");
        const first = page.locator('[id^="psc-row-"]').first();
        await first.getByRole("button").first().click();
        await expect(first).toHaveAttribute("aria-current", "true");
        expect(await violations(page)).toEqual([]);
        if (!dark) return;
        const d = await inDarkTheme(page, async () => {
          await expect(page.getByTestId("us-map")).toHaveAttribute("data-basemap", "ready", { timeout: 20_000 });
          return violations(page);
        });
        expect(d).toEqual([]);
      });
    }
  });
}

test.describe("at phone width", () => {
  test.use({ role: DARK_ROLE, colorScheme: "light", viewport: { width: 390, height: 844 } });

  test("the tables show rows as cards, fit the screen and have no WCAG 2.2 AA violations, light and dark", async ({
    page,
  }) => {
    test.slow();
    const found: Record<string, unknown> = {};
    const orders = await page.request.get("/v3/orders?size=1", { headers: { "x-service-api-key": E2E_SERVICE_KEY } });
    const [order] = ((await orders.json()) as { orders: { user_id: string }[] }).orders;
    for (const [href, table] of [
      ["/users", "Users"],
      ["/admin/staff", "Staff"],
      ["/audit", "Audit log"],
      ["/appointments", "At-home appointments"],
      ["/orders", "Orders"],
      [`/users/${order!.user_id}/orders`, "Orders"],
      // No table: its read-only settings must fit the width all the same.
      ["/admin/settings", null],
      ["/admin/break-glass", null],
      ["/results", null],
      // Its lists fill as events arrive: only the width and axe are checked.
      ["/admin/events", null],
    ] as const) {
      await page.goto(href);
      if (table)
        await expect(page.getByRole("table", { name: table }).locator("tbody tr").first()).toHaveCSS(
          "display",
          "block",
        );
      if (await page.evaluate(() => document.scrollingElement!.scrollWidth > innerWidth))
        found[href] = "scrolls sideways";
      const v = await violations(page);
      if (v.length) found[href] = v;
      const d = await inDarkTheme(page, () => violations(page));
      if (d.length) found[`${href} (dark)`] = d;
    }
    expect(found).toEqual({});
  });
});

test.describe("sign-in page", () => {
  test("has no WCAG 2.2 AA violations, with or without an error shown", async ({ page }) => {
    await page.goto("/sign-in");
    expect(await violations(page)).toEqual([]);
    await page.getByLabel("Email").fill("nobody@labdesk.local");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByTestId("sign-in-error")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
