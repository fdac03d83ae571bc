import { expect, type Locator, type Page } from "@playwright/test";

/**
 * From a placed order's "Order placed" view, books its at-home draw in the first slot offered at
 * the patient's own address (the booking form is filled from the record), and waits for the
 * booking to be confirmed on the order's page.
 */
export async function bookDrawFromPlacedOrder(page: Page, placed: Locator): Promise<void> {
  await placed.getByRole("link", { name: "Book the at-home draw" }).click();
  const form = page.getByRole("form", { name: "Book at-home draw" });
  await expect(form.getByLabel("Street address")).not.toHaveValue("");
  await form.getByRole("button", { name: "Show available slots" }).click();
  await form
    .getByRole("group", { name: /^Time on/ })
    .getByRole("radio")
    .first()
    .check();
  await form.getByRole("button", { name: "Book draw" }).click();
  await expect(page.getByText(/^At-home draw booked: /)).toBeVisible();
}

/**
 * In a reschedule dialog, a slot on the second day offered. The first day can hold a single slot
 * late in the patient's day, and that one may be the slot already booked (which is not offered):
 * a second time on the first day exists only at some hours.
 */
export async function pickSlotOnAnotherDay(dialog: Locator): Promise<void> {
  await dialog.getByRole("group", { name: "Day" }).getByRole("radio").nth(1).check();
  await dialog
    .getByRole("group", { name: /^Time on/ })
    .getByRole("radio")
    .first()
    .check();
}
