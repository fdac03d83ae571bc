import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ROLE_LABELS, ROLES, type Role } from "../../lib/console/permissions";
import { tabLinksFor } from "../../lib/console/users/user-tabs";
import { navItemsFor } from "../../components/shell/nav-config";
import { E2E_SERVICE_KEY } from "./support/servers";
import { expect, test } from "./fixtures/roles";

/**
 * axe-core on every page each role can reach (issue 9): the navigation's pages and every tab of a
 * seeded user, taken from the same tables the console uses, so a new page is checked the day it
 * lands. WCAG 2.0 A/AA, 2.1 AA and 2.2 AA; zero violations.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}

async function seededUserId(page: Page) {
  const res = await page.request.get("/v2/user/?limit=50", { headers: { "x-service-api-key": E2E_SERVICE_KEY } });
  const { users } = (await res.json()) as { users: { user_id: string; connected_sources: unknown[] }[] };
  // A user with connected sources, so the overview, steps and connections have something to show.
  return users.find((u) => u.connected_sources.length > 0)!.user_id;
}

async function pagesFor(role: Role, page: Page) {
  const userId = await seededUserId(page);
  return [...navItemsFor(role).map((item) => item.href), ...tabLinksFor(role, userId).map((tab) => tab.href)];
}

for (const role of ROLES) {
  test.describe(`as ${ROLE_LABELS[role]}`, () => {
    test.use({ role });

    test("every reachable page has no WCAG 2.2 AA violations", async ({ page }) => {
      test.setTimeout(240_000);
      const found: Record<string, unknown> = {};
      for (const href of await pagesFor(role, page)) {
        const res = await page.goto(href);
        if (!res || res.status() >= 400) {
          found[href] = `answered ${res?.status()}`;
          continue;
        }
        const v = await violations(page);
        if (v.length) found[href] = v;
      }
      expect(found).toEqual({});
    });
  });
}

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
