import type { Locator, Page } from "@playwright/test";
import { can, ROLE_LABELS, ROLES, type Permission, type Role } from "../../lib/console/permissions";
import { tabLinksFor } from "../../lib/console/users/user-tabs";
import { navItemsFor } from "../../components/shell/nav-config";
import { freezeMotion, violations } from "./support/axe";
import { bookableOrderIds } from "./support/seeded-orders";
import { E2E_SERVICE_KEY } from "./support/servers";
import { expect, test } from "./fixtures/roles";
import { openPalette } from "./support/palette";

/**
 * axe-core (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA; zero violations) as each role: every page the
 * role can reach (the navigation's pages and every tab of a seeded user, from the same tables the
 * console uses, so a new page is checked the day it lands) and every dialog it can open, with its
 * field errors where it has a form. Chart and error states: accessibility-states.spec.ts.
 */
const KEY = { "x-service-api-key": E2E_SERVICE_KEY };

test.beforeEach(({ page }) => freezeMotion(page));

async function seededUserId(page: Page) {
  const res = await page.request.get("/v2/user/?limit=50", { headers: KEY });
  const { users } = (await res.json()) as { users: { user_id: string; connected_sources: unknown[] }[] };
  // A user with connected sources, so the overview, steps and connections have something to show.
  return users.find((u) => u.connected_sources.length > 0)!.user_id;
}

/** A seeded at-home order with no appointment yet, so its page offers the booking dialog. */
async function bookableOrderId(page: Page) {
  const [open] = await bookableOrderIds(page.request, 1);
  if (!open) throw new Error("no bookable seeded at-home order on the first page");
  return open;
}

async function pagesFor(role: Role, page: Page) {
  const userId = await seededUserId(page);
  return [...navItemsFor(role).map((item) => item.href), ...tabLinksFor(role, userId).map((tab) => tab.href)];
}

type Ids = { userId: string; orderId: string };
type DialogCase = {
  name: string;
  permission: Permission;
  open: (page: Page, ids: Ids) => Promise<Locator>;
  /** The submit button: pressed with the form empty, the dialog is checked again with its errors. */
  submit?: string;
};

const viaButton =
  (path: (ids: Ids) => string, button: string, dialog = button) =>
  async (page: Page, ids: Ids) => {
    await page.goto(path(ids));
    await page.getByRole("button", { name: button, exact: true }).click();
    return page.getByRole("dialog", { name: dialog });
  };
// Opened on another account's row; each dialog is only looked at, never confirmed.
const viaStaffMenu = (item: string, role: "dialog" | "alertdialog") => async (page: Page) => {
  await page.goto("/admin/staff");
  await page.getByRole("button", { name: "Actions for analyst@labdesk.local" }).click();
  await page.getByRole("menuitem", { name: item }).click();
  return page.getByRole(role);
};

const DIALOGS: DialogCase[] = [
  {
    name: "create user",
    permission: "users.create",
    open: viaButton(() => "/users", "Create user"),
    submit: "Create user",
  },
  {
    name: "create link",
    permission: "link.create",
    open: viaButton((ids) => `/users/${ids.userId}/connections`, "Create link"),
  },
  {
    name: "link code",
    permission: "link.create",
    open: viaButton((ids) => `/users/${ids.userId}/connections`, "Link code for a mobile app"),
  },
  {
    name: "SDK sign-in token",
    permission: "link.create",
    open: viaButton((ids) => `/users/${ids.userId}/connections`, "Mobile SDK sign-in token"),
  },
  {
    name: "book at-home draw",
    permission: "appointments.book",
    open: viaButton((ids) => `/orders/${ids.orderId}`, "Book at-home draw"),
  },
  {
    name: "add staff member",
    permission: "staff.manage",
    open: viaButton(() => "/admin/staff", "Add staff member"),
    submit: "Add staff member",
  },
  { name: "change role", permission: "staff.manage", open: viaStaffMenu("Change role…", "dialog") },
  { name: "reset password", permission: "staff.manage", open: viaStaffMenu("Reset password…", "alertdialog") },
  { name: "disable staff", permission: "staff.manage", open: viaStaffMenu("Disable…", "alertdialog") },
  {
    name: "command palette",
    permission: "users.read",
    open: async (page) => {
      await page.goto("/users");
      const palette = await openPalette(page);
      await palette.getByRole("combobox").fill("st");
      await expect(palette.getByRole("option").first()).toBeVisible();
      return palette;
    },
  },
  {
    name: "navigation on a narrow screen",
    permission: "users.read",
    open: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/users");
      await page.getByRole("button", { name: "Open navigation" }).click();
      return page.getByRole("dialog");
    },
  },
];

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

    // Nav pages open empty; results (badges, hours, the selected row's tint) only after a search.
    if (can(role, "psc.search")) {
      test("a service-center search with a result selected has no WCAG 2.2 AA violations", async ({ page }) => {
        await page.goto("/psc?zip=10001&lab=1&radius=25");
        const first = page.locator('[id^="psc-row-"]').first();
        await first.getByRole("button").first().click();
        await expect(first).toHaveAttribute("aria-current", "true");
        expect(await violations(page)).toEqual([]);
      });
    }

    test("every dialog it can open has no WCAG 2.2 AA violations", async ({ page }) => {
      test.setTimeout(180_000);
      const cases = DIALOGS.filter((d) => can(role, d.permission));
      const ids = {
        userId: await seededUserId(page),
        orderId: cases.some((d) => d.permission === "appointments.book") ? await bookableOrderId(page) : "",
      };
      const found: Record<string, unknown> = {};
      for (const dialog of cases) {
        const shown = await dialog.open(page, ids);
        await expect(shown, dialog.name).toBeVisible();
        const open = await violations(page);
        if (open.length) found[dialog.name] = open;
        if (!dialog.submit) continue;
        await shown.getByRole("button", { name: dialog.submit, exact: true }).click();
        await expect(shown.locator("[aria-invalid=true]").first(), `${dialog.name} with errors`).toBeVisible();
        const invalid = await violations(page);
        if (invalid.length) found[`${dialog.name} with errors`] = invalid;
      }
      expect(found).toEqual({});
    });
  });
}

// The theme follows the OS until a person picks one: an OS in dark mode gets the dark palette,
// whose contrast is checked on the admin's pages (every page there is) and on a map with results.
test.describe("in the dark theme, as Admin", () => {
  test.use({ role: "admin", colorScheme: "dark" });

  test("every page and a service-center search with its map have no WCAG 2.2 AA violations", async ({ page }) => {
    test.setTimeout(240_000);
    const found: Record<string, unknown> = {};
    for (const href of [...(await pagesFor("admin", page)), "/psc?zip=10001&lab=1&radius=25"]) {
      await page.goto(href);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      if (href.startsWith("/psc?"))
        await expect(page.getByTestId("us-map")).toHaveAttribute("data-basemap", "ready", { timeout: 20_000 });
      const v = await violations(page);
      if (v.length) found[href] = v;
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
