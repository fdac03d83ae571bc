import type { Locator, Page } from "@playwright/test";
import { can, ROLE_LABELS, ROLES, type Permission } from "../../lib/console/permissions";
import { freezeMotion, violations } from "./support/axe";
import { openPalette } from "./support/palette";
import { bookableOrderIds } from "./support/seeded-orders";
import { userIdWithSources } from "./support/seeded-users";
import { expect, test } from "./fixtures/roles";

/**
 * axe-core (WCAG 2.2 AA, zero violations; see accessibility.spec.ts) on every dialog each role can
 * open, with its field errors where it has a form. Run with the specs that change the console's
 * data, not beside them: the dialogs open on a seeded order that a booking spec may take, and on
 * staff rows that the admin spec changes.
 */
test.beforeEach(({ page }) => freezeMotion(page));

/** A seeded at-home order with no appointment yet, so its page offers the booking dialog. */
async function bookableOrderId(page: Page) {
  const [open] = await bookableOrderIds(page.request, 1);
  if (!open) throw new Error("no bookable seeded at-home order on the first page");
  return open;
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

    test("every dialog it can open has no WCAG 2.2 AA violations", async ({ page }) => {
      test.slow();
      const cases = DIALOGS.filter((d) => can(role, d.permission));
      const ids = {
        userId: await userIdWithSources(page.request),
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
