import type { Locator, Page } from "@playwright/test";
import { demoAccount, expect, test } from "./fixtures/roles";
import { bookableOrderIds } from "./support/seeded-orders";
import { E2E_SERVICE_KEY } from "./support/servers";
import { openPalette } from "./support/palette";
import { slotRadios } from "./support/booking";

/**
 * Core flows with the keyboard alone: no mouse clicks, only Tab, typing, Enter and the
 * shortcuts a person would use. `tabTo` presses Tab until the wanted control has focus, so the
 * test does not hard-code the tab order, but does prove the control is reachable by Tab.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target} with Tab in ${maxPresses} presses`);
}

test("sign in, find a user, and edit their patient details with the keyboard only", async ({ page }) => {
  test.slow();
  const account = demoAccount("care_coordinator");
  await page.goto("/sign-in");
  // The page starts in the email field, with a ring that stands out (a solid 2 px, not a faint line).
  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  // An opaque colour (no "/ alpha") spread 2 px around the field.
  expect(await email.evaluate((el) => getComputedStyle(el).boxShadow)).toMatch(
    /\b(?:lab|oklch|rgb)\([^/)]*\) 0px 0px 0px 2px/,
  );
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel("Password"));
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/users$/);

  // A seeded adult with details (the 7th: patient.spec.ts edits the first five).
  const { users } = (await (
    await page.request.get("/v2/user/?limit=80", { headers: { "x-service-api-key": E2E_SERVICE_KEY } })
  ).json()) as {
    users: { user_id: string; client_user_id: string }[];
  };
  const withInfo: { user_id: string; client_user_id: string }[] = [];
  for (const u of users) {
    const res = await page.request.get(`/v2/user/${u.user_id}/info/latest`, {
      headers: { "x-service-api-key": E2E_SERVICE_KEY },
    });
    if (res.ok() && Number(((await res.json()) as { dob: string }).dob.slice(0, 4)) < new Date().getFullYear() - 19)
      withInfo.push(u);
  }
  const user = withInfo[6]!;

  const palette = await openPalette(page);
  await expect(palette.getByRole("combobox")).toBeFocused();
  await page.keyboard.type(user.client_user_id);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/users/${user.user_id}$`));

  const tab = page.getByRole("navigation", { name: "User sections" }).getByRole("link", { name: "Patient details" });
  await tabTo(page, tab);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/users/${user.user_id}/patient$`));

  await tabTo(page, page.getByRole("button", { name: "Edit details" }));
  await page.keyboard.press("Enter");
  const form = page.getByRole("form", { name: "Patient details" });
  // Focus moves into the form it opened, not back to the top of the page; so does the name fix.
  const firstName = form.getByLabel("First name");
  await expect(firstName).toBeFocused();
  const given = await firstName.inputValue();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("José");
  await tabTo(page, form.getByRole("button", { name: "Use “Jose”" }));
  await page.keyboard.press("Enter");
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveValue("Jose");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(given);
  const street = `${Date.now() % 10000} Keyboard Lane`;
  await tabTo(page, page.getByRole("group", { name: "Address", exact: true }).getByLabel("Address line 1"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(street);
  await tabTo(page, form.getByRole("button", { name: "Save details" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Patient details saved")).toBeVisible();
  await expect(page.getByText(street)).toBeVisible();
  // Closing the form returns focus to the button that opened it.
  await expect(page.getByRole("button", { name: "Edit details" })).toBeFocused();
});

test.describe("as ops", () => {
  test.use({ role: "ops" });

  test("book an at-home draw with the keyboard only", async ({ page }) => {
    // The last seeded at-home order without an appointment: appointments.spec.ts takes the first five.
    const orderId = (await bookableOrderIds(page.request)).at(-1)!;
    await page.goto(`/orders/${orderId}`);
    await tabTo(page, page.getByRole("button", { name: "Book at-home draw" }));
    await page.keyboard.press("Enter");
    const form = page.getByRole("form", { name: "Book at-home draw" });
    await expect(form.getByLabel("Street address")).not.toHaveValue("");
    await tabTo(page, form.getByRole("button", { name: "Show available slots" }));
    await page.keyboard.press("Enter");
    // Into the slots: the first open day is chosen; arrow keys move within a radio group.
    await tabTo(page, slotRadios(form).first());
    await page.keyboard.press("Space");
    await tabTo(page, form.getByRole("button", { name: "Book draw" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^At-home draw booked: /)).toBeVisible();
  });
});
