import type { Locator, Page } from "@playwright/test";
import { can, ROLE_LABELS, type Permission } from "../../lib/console/permissions";
import { AXE_ROLES, freezeMotion, violations } from "./support/axe";
import { openPalette } from "./support/palette";
import { bookableOrderIds, confirmedOrderIds } from "./support/seeded-orders";
import { userIdWithSources } from "./support/seeded-users";
import { expect, test } from "./fixtures/roles";

/**
 * axe-core (WCAG 2.2 AA, zero violations; see accessibility.spec.ts) on every dialog, with its field
 * errors where it has a form. A dialog is the same markup for every role that may open it, so each
 * is checked once, as the admin, who may open them all; those whose content follows the role (the
 * command palette's results, the narrow screen's navigation) are checked as each of AXE_ROLES. Run with
 * the specs that change the console's data, not beside them: the dialogs open on seeded orders
 * that a booking spec may take, and on staff rows that the admin spec changes.
 */
test.beforeEach(({ page }) => freezeMotion(page));

/**
 * A seeded at-home order with no appointment yet (its page offers the booking dialog), and one
 * with a confirmed draw (moving and cancelling it, and cancelling the order).
 */
async function seededOrders(page: Page) {
  const [[bookable], [confirmed]] = [await bookableOrderIds(page.request, 1), await confirmedOrderIds(page.request)];
  if (!bookable || !confirmed) throw new Error("need a bookable and a confirmed seeded at-home order");
  return { orderId: bookable, confirmedOrderId: confirmed };
}

type Ids = { userId: string; orderId: string; confirmedOrderId: string };
const AREAS = {
  users: "on users and their connections",
  orders: "on orders and their draws",
  staff: "on staff accounts",
  everywhere: "on every page",
} as const;
type DialogCase = {
  name: string;
  area: keyof typeof AREAS;
  permission: Permission;
  open: (page: Page, ids: Ids) => Promise<Locator>;
  /** The submit button: pressed with the form empty, the dialog is checked again with its errors. */
  submit?: string;
  /** Its content depends on the role: checked as each of AXE_ROLES that may open it. */
  perRole?: true;
};

const viaButton =
  (
    path: (ids: Ids) => string,
    button: string | RegExp,
    dialog: string | RegExp = button,
    role: "dialog" | "alertdialog" = "dialog",
  ) =>
  async (page: Page, ids: Ids) => {
    await page.goto(path(ids));
    await page.getByRole("button", { name: button, exact: true }).first().click();
    return page.getByRole(role, { name: dialog });
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
    area: "users",
    permission: "users.create",
    open: viaButton(() => "/users", "Create user"),
    submit: "Create user",
  },
  {
    name: "create link",
    area: "users",
    permission: "link.create",
    open: viaButton((ids) => `/users/${ids.userId}/connections`, "Create link"),
  },
  {
    name: "link code",
    area: "users",
    permission: "link.create",
    open: viaButton((ids) => `/users/${ids.userId}/connections`, "Link code for a mobile app"),
  },
  {
    name: "SDK sign-in token",
    area: "users",
    permission: "link.create",
    open: viaButton((ids) => `/users/${ids.userId}/connections`, "Mobile SDK sign-in token"),
  },
  {
    // Only the roles whose own permissions hide a patient's details are offered it.
    name: "emergency access",
    area: "users",
    permission: "break_glass.open",
    perRole: true,
    open: viaButton((ids) => `/users/${ids.userId}`, "View patient details (emergency)", /in an emergency$/),
    submit: "Open for 30 minutes",
  },
  {
    name: "order a test",
    area: "users",
    permission: "orders.create",
    open: viaButton((ids) => `/users/${ids.userId}`, "Order a test"),
    submit: "Place order",
  },
  {
    name: "book at-home draw",
    area: "orders",
    permission: "appointments.schedule",
    open: viaButton((ids) => `/orders/${ids.orderId}`, "Book at-home draw"),
  },
  {
    name: "add staff member",
    area: "staff",
    permission: "staff.manage",
    open: viaButton(() => "/admin/staff", "Add staff member"),
    submit: "Add staff member",
  },
  {
    name: "reschedule a draw",
    area: "orders",
    permission: "appointments.book",
    open: viaButton((ids) => `/orders/${ids.confirmedOrderId}`, "Reschedule", "Reschedule the draw"),
  },
  {
    name: "cancel a draw",
    area: "orders",
    permission: "appointments.book",
    open: viaButton((ids) => `/orders/${ids.confirmedOrderId}`, "Cancel appointment", "Cancel the at-home draw?"),
    submit: "Cancel draw",
  },
  {
    name: "cancel an order",
    area: "orders",
    permission: "orders.cancel",
    open: viaButton((ids) => `/orders/${ids.confirmedOrderId}`, "Cancel order", "Cancel this order?", "alertdialog"),
  },
  {
    name: "disconnect a provider",
    area: "users",
    permission: "link.create",
    open: viaButton((ids) => `/users/${ids.userId}/connections`, /^Disconnect /, /^Disconnect .+\?$/, "alertdialog"),
  },
  { name: "change role", area: "staff", permission: "staff.manage", open: viaStaffMenu("Change role…", "dialog") },
  {
    name: "reset password",
    area: "staff",
    permission: "staff.manage",
    open: viaStaffMenu("Reset password…", "alertdialog"),
  },
  { name: "disable staff", area: "staff", permission: "staff.manage", open: viaStaffMenu("Disable…", "alertdialog") },
  {
    name: "command palette",
    area: "everywhere",
    permission: "users.read",
    perRole: true,
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
    area: "everywhere",
    permission: "users.read",
    perRole: true,
    open: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/users");
      await page.getByRole("button", { name: "Open navigation" }).click();
      return page.getByRole("dialog");
    },
  },
];

for (const role of AXE_ROLES) {
  test.describe(`as ${ROLE_LABELS[role]}`, () => {
    test.use({ role });
    const everyDialog = role === "admin";
    const cases = DIALOGS.filter((d) => can(role, d.permission) && (everyDialog || d.perRole));

    for (const area of Object.keys(AREAS) as (keyof typeof AREAS)[]) {
      const here = cases.filter((d) => d.area === area);
      if (here.length === 0) continue;
      test(`the dialogs ${AREAS[area]} have no WCAG 2.2 AA violations`, async ({ page }) => {
        test.slow();
        const ids = {
          userId: area === "users" ? await userIdWithSources(page.request) : "",
          ...(area === "orders" ? await seededOrders(page) : { orderId: "", confirmedOrderId: "" }),
        };
        const found: Record<string, unknown> = {};
        for (const dialog of here) {
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
    }
  });
}
